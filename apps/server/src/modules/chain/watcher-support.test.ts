import { describe, expect, it } from 'vitest';
import { RpcUnavailableError } from './chain-errors.ts';
import { describeWatcherError, sleep, wakeup, whenAborted } from './watcher-support.ts';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('wakeup', () => {
  it('keeps a notice that came while nobody waited', async () => {
    const wake = wakeup();
    wake.notify();
    expect(await settled(wake.wait())).toBe(true);
    expect(await settled(wake.wait())).toBe(false);
  });

  it('wakes a waiter once for several notices', async () => {
    const wake = wakeup();
    const waiting = wake.wait();
    wake.notify();
    wake.notify();
    expect(await settled(waiting)).toBe(true);
    expect(await settled(wake.wait())).toBe(true);
    expect(await settled(wake.wait())).toBe(false);
  });
});

describe('sleep and whenAborted', () => {
  it('cuts a sleep short when stopping', async () => {
    const stopping = new AbortController();
    const nap = sleep(60_000, stopping.signal);
    expect(await settled(nap)).toBe(false);
    stopping.abort();
    expect(await settled(nap)).toBe(true);
  });

  it('resolves once any of the signals aborts', async () => {
    const [a, b] = [new AbortController(), new AbortController()];
    const either = whenAborted(a.signal, b.signal);
    expect(await settled(either)).toBe(false);
    b.abort();
    expect(await settled(either)).toBe(true);
  });
});

describe('describeWatcherError', () => {
  it('calls an unreachable node routine and anything unknown severe', () => {
    expect(describeWatcherError(new RpcUnavailableError('eth_getLogs', []))).toMatchObject({
      severe: false,
    });
    expect(describeWatcherError(new Error('relation "payments" does not exist'))).toMatchObject({
      severe: true,
    });
  });
});
