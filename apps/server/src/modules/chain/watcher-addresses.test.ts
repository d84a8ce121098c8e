import { describe, expect, it } from 'vitest';
import { createWatchedAddresses } from './watcher-addresses.ts';

const a = '0x52908400098527886E0F7030069857D2E4169EE7';
const b = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';
const c = '0xde709f2102306220921060314715629080e2fb77';

/** A database answer the test releases by hand, to add addresses while a refresh reads. */
function deferredLoad() {
  let release: (addresses: string[]) => void = () => undefined;
  const answer = new Promise<string[]>((resolve) => {
    release = resolve;
  });
  return { load: () => answer, release: (addresses: string[]) => release(addresses) };
}

describe('createWatchedAddresses', () => {
  it('adds an address at once, whatever its case', () => {
    const watched = createWatchedAddresses(async () => []);
    watched.add(a);
    expect(watched.has(a.toLowerCase())).toBe(true);
    expect(watched.size).toBe(1);
  });

  it('drops on refresh the addresses no request waits on, and adds the missing ones', async () => {
    let inDatabase = [a, b];
    const watched = createWatchedAddresses(async () => inDatabase);
    await watched.refresh();
    expect([watched.has(a), watched.has(b)]).toEqual([true, true]);
    inDatabase = [b, c];
    await watched.refresh();
    expect([watched.has(a), watched.has(b), watched.has(c)]).toEqual([false, true, true]);
    expect(watched.size).toBe(2);
  });

  it('keeps an address added while a refresh read an older answer', async () => {
    const database = deferredLoad();
    const watched = createWatchedAddresses(database.load);
    const refreshing = watched.refresh();
    watched.add(c); // a request stored after the refresh's query began
    database.release([a]);
    await refreshing;
    expect([watched.has(a), watched.has(c)]).toEqual([true, true]);
  });

  it('runs a refresh asked for during another one after it, with a fresh answer', async () => {
    const answers = [deferredLoad(), deferredLoad()];
    let call = 0;
    const watched = createWatchedAddresses(() => {
      const next = answers[call++];
      if (!next) throw new Error('more refreshes than expected');
      return next.load();
    });
    const first = watched.refresh();
    const second = watched.refresh();
    expect(watched.refresh()).toBe(second);
    answers[0]?.release([a]);
    answers[1]?.release([b]);
    await first;
    await second;
    expect(call).toBe(2);
    expect([watched.has(a), watched.has(b)]).toEqual([false, true]);
  });
});
