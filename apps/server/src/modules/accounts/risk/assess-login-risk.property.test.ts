import { RiskAnalysisSchema } from '@incasso/shared/accounts/auth';
import type { RiskAction } from '@incasso/shared/accounts/auth';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessLoginRisk } from './assess-login-risk.ts';
import { NOW } from '#test/factories/login-risk-signals.ts';
import type { LoginRiskSignals } from './login-risk-signals.ts';

const YEAR_MS = 365 * 86_400_000;
const SEVERITY: Record<RiskAction, number> = { ALLOW: 0, CHALLENGE: 1, BLOCK: 2 };

const signalsArbitrary: fc.Arbitrary<LoginRiskSignals> = fc.record({
  accountFailuresShort: fc.nat(60),
  accountFailuresLong: fc.nat(200),
  ipFailuresShort: fc.nat(60),
  ipFailuresLong: fc.nat(200),
  ipFailedAccountsShort: fc.nat(60),
  isNewDevice: fc.boolean(),
  isNewNetwork: fc.boolean(),
  lastSuccessfulLoginAt: fc.option(
    fc.date({ min: new Date(NOW.getTime() - 3 * YEAR_MS), max: NOW, noInvalidDate: true }),
  ),
  tfaEnabled: fc.boolean(),
  now: fc.constant(NOW),
});

/** More failures of one kind: on this account, or from this IP (on one more account). */
type AddFailures = (signals: LoginRiskSignals, n: number) => LoginRiskSignals;
const moreFailures: [string, AddFailures][] = [
  [
    'recent failures on the account',
    (s, n) => ({
      ...s,
      accountFailuresShort: s.accountFailuresShort + n,
      accountFailuresLong: s.accountFailuresLong + n,
    }),
  ],
  [
    'older failures on the account',
    (s, n) => ({ ...s, accountFailuresLong: s.accountFailuresLong + n }),
  ],
  [
    'recent failures from the IP on other accounts',
    (s, n) => ({
      ...s,
      ipFailuresShort: s.ipFailuresShort + n,
      ipFailuresLong: s.ipFailuresLong + n,
      ipFailedAccountsShort: s.ipFailedAccountsShort + n,
    }),
  ],
  ['older failures from the IP', (s, n) => ({ ...s, ipFailuresLong: s.ipFailuresLong + n })],
];

describe('assessLoginRisk properties', () => {
  it('always gives an integer score within 0..100 and a valid analysis', () => {
    fc.assert(
      fc.property(signalsArbitrary, (signals) => {
        const analysis = assessLoginRisk(signals);
        expect(Number.isInteger(analysis.riskScore)).toBe(true);
        expect(analysis.riskScore).toBeGreaterThanOrEqual(0);
        expect(analysis.riskScore).toBeLessThanOrEqual(100);
        expect(RiskAnalysisSchema.safeParse(analysis).success).toBe(true);
      }),
    );
  });

  it.each(moreFailures)('never lowers the score or the action with more %s', (_name, add) => {
    fc.assert(
      fc.property(signalsArbitrary, fc.integer({ min: 1, max: 30 }), (signals, n) => {
        const before = assessLoginRisk(signals);
        const after = assessLoginRisk(add(signals, n));
        expect(after.riskScore).toBeGreaterThanOrEqual(before.riskScore);
        expect(SEVERITY[after.recommendedAction]).toBeGreaterThanOrEqual(
          SEVERITY[before.recommendedAction],
        );
      }),
    );
  });

  it('never blocks a login without failures, whatever is new or dormant', () => {
    const noFailures = signalsArbitrary.map((signals) => ({
      ...signals,
      accountFailuresShort: 0,
      accountFailuresLong: 0,
      ipFailuresShort: 0,
      ipFailuresLong: 0,
      ipFailedAccountsShort: 0,
    }));
    fc.assert(
      fc.property(noFailures, (signals) => {
        expect(assessLoginRisk(signals).recommendedAction).not.toBe('BLOCK');
      }),
    );
  });

  it('only challenges accounts that can answer with a one-time code', () => {
    fc.assert(
      fc.property(signalsArbitrary, (signals) => {
        const analysis = assessLoginRisk(signals);
        if (analysis.recommendedAction === 'CHALLENGE') expect(analysis.tfaAvailable).toBe(true);
      }),
    );
  });
});
