import { describe, expect, it } from 'vitest';
import {
  assess,
  chooseRequest,
  confirmationsAt,
  minimumAccepted,
  statusForConfirmations,
  type MatchCandidate,
} from './payment-state.ts';

const request = (id: string, expected: bigint, extra: Partial<MatchCandidate> = {}) => ({
  id,
  expected,
  paid: 0n,
  toleranceBps: 0,
  status: 'PENDING' as const,
  createdAt: new Date('2026-01-01T10:00:00Z'),
  ...extra,
});
/** When the transfers below were made, with the tolerance: after every request above. */
const MINED = new Date('2026-01-01T10:05:00Z');

describe('assess', () => {
  it('accepts the exact amount with no flag', () => {
    expect(assess({ expected: 100n, paid: 100n, toleranceBps: 0 })).toEqual({
      accepted: true,
      paidPartial: false,
      underpaid: false,
      overpaid: false,
    });
  });

  it('flags more than asked as overpaid', () => {
    expect(assess({ expected: 100n, paid: 101n, toleranceBps: 0 })).toMatchObject({
      accepted: true,
      overpaid: true,
    });
  });

  it('keeps a short payment partial without tolerance', () => {
    expect(assess({ expected: 100n, paid: 99n, toleranceBps: 0 })).toMatchObject({
      accepted: false,
      paidPartial: true,
      underpaid: false,
    });
  });

  it('accepts a short payment within the tolerance as underpaid', () => {
    expect(assess({ expected: 10_000n, paid: 9_950n, toleranceBps: 50 })).toMatchObject({
      accepted: true,
      paidPartial: false,
      underpaid: true,
    });
    expect(assess({ expected: 10_000n, paid: 9_949n, toleranceBps: 50 }).accepted).toBe(false);
  });

  it('rounds the allowance down, so the tolerance never lets more through than it says', () => {
    expect(minimumAccepted({ expected: 199n, toleranceBps: 50 })).toBe(199n);
    expect(minimumAccepted({ expected: 200n, toleranceBps: 50 })).toBe(199n);
  });

  it('treats nothing paid as neither partial nor accepted', () => {
    expect(assess({ expected: 100n, paid: 0n, toleranceBps: 1_000 })).toMatchObject({
      accepted: false,
      paidPartial: false,
    });
  });
});

describe('confirmations', () => {
  it('counts the inclusion block as the first confirmation', () => {
    expect(confirmationsAt(100, 100)).toBe(1);
    expect(confirmationsAt(111, 100)).toBe(12);
    expect(confirmationsAt(99, 100)).toBe(0);
  });

  it('is CONFIRMING from one block beyond the inclusion, CONFIRMED at the requirement', () => {
    expect(statusForConfirmations(1, 12)).toBe('DETECTED');
    expect(statusForConfirmations(2, 12)).toBe('CONFIRMING');
    expect(statusForConfirmations(11, 12)).toBe('CONFIRMING');
    expect(statusForConfirmations(12, 12)).toBe('CONFIRMED');
    expect(statusForConfirmations(1, 1)).toBe('CONFIRMED');
  });
});

describe('chooseRequest', () => {
  it('picks the request waiting for exactly the amount among several', () => {
    const a = request('a', 100n);
    const b = request('b', 101n);
    expect(chooseRequest(101n, [a, b], MINED)?.id).toBe('b');
  });

  it('prefers an open request over a timed-out one for the same amount', () => {
    const old = request('old', 100n, { status: 'TIMED_OUT', createdAt: new Date(0) });
    const fresh = request('fresh', 100n);
    expect(chooseRequest(100n, [old, fresh], MINED)?.id).toBe('fresh');
  });

  it('matches what a partial payment still owes', () => {
    const partial = request('p', 100n, { status: 'DETECTED', paid: 40n });
    const other = request('o', 70n);
    expect(chooseRequest(60n, [partial, other], MINED)?.id).toBe('p');
  });

  it('gives more than asked to the only waiting request', () => {
    const paid = request('paid', 100n, { status: 'DETECTED', paid: 100n });
    const waiting = request('w', 50n);
    expect(chooseRequest(80n, [paid, waiting], MINED)?.id).toBe('w');
  });

  it('leaves an amount between two waiting requests unmatched', () => {
    expect(chooseRequest(150n, [request('a', 100n), request('b', 200n)], MINED)).toBeNull();
  });

  it('gives a smaller amount to the only request on the address', () => {
    expect(chooseRequest(30n, [request('a', 100n)], MINED)?.id).toBe('a');
  });

  it('leaves a smaller amount unmatched when another request is open there', () => {
    const paid = request('paid', 100n, { status: 'CONFIRMING', paid: 100n });
    expect(chooseRequest(30n, [paid, request('w', 50n)], MINED)).toBeNull();
  });

  it('never gives a transfer to a request created after its block, whatever the amount', () => {
    const before = request('before', 100n);
    const after = request('after', 50n, { createdAt: new Date('2026-01-01T10:00:20Z') });
    const onTime = new Date('2026-01-01T10:00:20Z');
    const tooEarly = new Date('2026-01-01T10:00:19.999Z');
    expect(chooseRequest(50n, [before, after], onTime)?.id).toBe('after');
    expect(chooseRequest(50n, [before, after], tooEarly)?.id).toBe('before');
    expect(chooseRequest(50n, [after], tooEarly)).toBeNull();
    expect(chooseRequest(500n, [after], tooEarly)).toBeNull();
  });

  it('leaves a transfer unmatched when nothing waits', () => {
    const paid = request('paid', 100n, { status: 'DETECTED', paid: 100n });
    expect(chooseRequest(100n, [paid], MINED)).toBeNull();
    expect(chooseRequest(100n, [], MINED)).toBeNull();
  });
});
