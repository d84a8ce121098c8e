import { describe, expect, it } from 'vitest';
import type { WatchEntry, WatchList } from '#server/modules/payments/payments.module.ts';
import { createWatchedAddresses, type WatchSource } from './watcher-addresses.ts';

// The set's own bookkeeping (case, overlapping reads, what it asks for); reading the database
// is proved in watcher-addresses.integration.test.ts.
const a = '0x52908400098527886E0F7030069857D2E4169EE7';
const b = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';
const c = '0xde709f2102306220921060314715629080e2fb77';

const open = (address: string): WatchEntry => ({ address, open: true, until: null });
const at = new Date('2026-07-15T12:00:00Z');
const list = (entries: WatchEntry[]): WatchList => ({ at, entries });

/** A source answering from lists the test sets, and noting what each read asked for. */
function listSource(initial: WatchEntry[]) {
  const calls: { since: Date; also: readonly string[] }[] = [];
  const state = { all: initial, changed: [] as WatchEntry[] };
  const source: WatchSource = {
    full: async () => list(state.all),
    changes: async (since, also) => {
      calls.push({ since, also });
      return list(state.changed);
    },
  };
  return { source, state, calls };
}

/** A database answer the test releases by hand, to add addresses while a read runs. */
function deferredSource() {
  const answers: ((entries: WatchEntry[]) => void)[] = [];
  const pending = () =>
    new Promise<WatchList>((resolve) => answers.push((entries) => resolve(list(entries))));
  const source: WatchSource = { full: pending, changes: pending };
  return { source, release: (i: number, entries: WatchEntry[]) => answers[i]?.(entries), answers };
}

describe('createWatchedAddresses', () => {
  it('adds an address at once, whatever its case', () => {
    const watched = createWatchedAddresses(listSource([]).source, { overlapMs: 0 });
    watched.add(a);
    expect(watched.has(a.toLowerCase())).toBe(true);
    expect(watched.size).toBe(1);
  });

  it('reloads in full: drops what no request waits on, adds what is missing', async () => {
    const { source, state } = listSource([open(a), open(b)]);
    const watched = createWatchedAddresses(source, { overlapMs: 0 });
    await watched.reload();
    expect([watched.has(a), watched.has(b)]).toEqual([true, true]);
    state.all = [open(b), open(c)];
    await watched.reload();
    expect([watched.has(a), watched.has(b), watched.has(c)]).toEqual([false, true, true]);
    expect(watched.size).toBe(2);
  });

  it('refreshes from the changes since its last read, and asks again about ended monitoring', async () => {
    let clock = at;
    const { source, state, calls } = listSource([
      open(a),
      { address: b, open: false, until: new Date(at.getTime() + 60_000) },
    ]);
    const watched = createWatchedAddresses(source, { now: () => clock, overlapMs: 5_000 });
    await watched.refresh(); // the first read is a full one
    expect(calls).toEqual([]);
    state.changed = [{ address: a, open: false, until: null }, open(c)];
    await watched.refresh();
    expect(calls).toEqual([{ since: new Date(at.getTime() - 5_000), also: [] }]);
    expect([watched.has(a), watched.has(b), watched.has(c)]).toEqual([false, true, true]);

    clock = new Date(at.getTime() + 61_000);
    state.changed = [{ address: b, open: false, until: null }];
    await watched.refresh();
    expect(calls[1]?.also).toEqual([b]);
    expect(watched.has(b)).toBe(false);
  });

  it('keeps an address added while a read used an older answer', async () => {
    const database = deferredSource();
    const watched = createWatchedAddresses(database.source, { overlapMs: 0 });
    const refreshing = watched.reload();
    watched.add(c); // a request stored after the read's query began
    database.release(0, [open(a)]);
    await refreshing;
    expect([watched.has(a), watched.has(c)]).toEqual([true, true]);
  });

  it('runs a read asked for during another one after it, with a fresh answer', async () => {
    const database = deferredSource();
    const watched = createWatchedAddresses(database.source, { overlapMs: 0 });
    const first = watched.reload();
    const second = watched.reload();
    expect(watched.refresh()).toBe(second);
    database.release(0, [open(a)]);
    await first;
    await expect.poll(() => database.answers.length).toBe(2);
    database.release(1, [open(b)]);
    await second;
    expect([watched.has(a), watched.has(b)]).toEqual([false, true]);
  });
});
