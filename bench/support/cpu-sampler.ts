// The machine's CPU per second of a bench's minute, from /proc/stat (Linux): how busy the two
// cores were, and how much time the hypervisor gave to other guests (steal), so a second of late
// deliveries can be told from a second the machine itself was short of CPU.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const now = () => performance.timeOrigin + performance.now();

function cpuTimes(): { busy: number; steal: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1);
    if (!fields) return undefined;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    const values = [user, nice, system, idle, iowait, irq, softirq, steal].map((v) => v ?? 0);
    const total = values.reduce((sum, v) => sum + v, 0);
    return {
      busy: total - (values[3] ?? 0) - (values[4] ?? 0) - (values[7] ?? 0),
      steal: values[7] ?? 0,
      total,
    };
  } catch {
    return undefined;
  }
}

/** Samples every `everyMs`; `stop(since)` gives per second from `since`: busy and steal, in %. */
export function sampleCpu(everyMs = 100) {
  const samples: { at: number; busy: number; steal: number; total: number }[] = [];
  const timer = setInterval(() => {
    const times = cpuTimes();
    if (times) samples.push({ at: now(), ...times });
  }, everyMs);
  return {
    stop(since: number): Map<number, { busyPct: number; stealPct: number }> {
      clearInterval(timer);
      const bySecond = new Map<number, { busy: number; steal: number; total: number }>();
      for (let i = 1; i < samples.length; i++) {
        const [a, b] = [samples[i - 1], samples[i]];
        if (!a || !b) continue;
        const second = Math.floor((b.at - since) / 1000);
        const sum = bySecond.get(second) ?? { busy: 0, steal: 0, total: 0 };
        sum.busy += b.busy - a.busy;
        sum.steal += b.steal - a.steal;
        sum.total += b.total - a.total;
        bySecond.set(second, sum);
      }
      return new Map(
        [...bySecond].map(([second, s]) => [
          second,
          {
            busyPct: Math.round((100 * s.busy) / Math.max(1, s.total)),
            stealPct: Math.round((100 * s.steal) / Math.max(1, s.total)),
          },
        ]),
      );
    },
  };
}
