import { computeInsights } from '../apps/server/src/modules/insights/analytics/compute-insights.ts';
import { historyDays } from '../apps/server/src/modules/insights/analytics/compute-insights.ts';
import { paymentFact, NOW } from '../apps/server/test/factories/payment-facts.ts';
import { describeMachine } from './machine.ts';

// The analytics core's cost as a merchant's history grows: GET /api/insights reads the period's
// history (twice the period, at least 35 days) into memory and computes every figure from it.
// Prints, per history size, the median time of computeInsights for the 90-day view (180 days of
// facts) and the heap the facts and the computation take. Pure computation: no database.
// `node --expose-gc --import tsx bench/insights.ts` (SIZES=1000,10000,100000 ROUNDS=5).
const SIZES = (process.env.SIZES ?? '1000,10000,100000,300000').split(',').map(Number);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const MiB = 1024 * 1024;
const HOURS = historyDays(90) * 24;

function history(size: number) {
  // Spread evenly over the history; one in ten expires, one payer in fifty pays often.
  return Array.from({ length: size }, (_, i) =>
    paymentFact({
      hoursAgo: (i * HOURS) / size,
      fiatCents: 500 + ((i * 7_919) % 20_000),
      status: i % 10 === 0 ? 'TIMED_OUT' : 'CONFIRMED',
      payerAddress: `0x${(i % 50 === 0 ? 1 : i).toString(16).padStart(40, '0')}`,
    }),
  );
}

console.log(describeMachine());
console.log(
  '| payments in 180 days | median computeInsights (90 days) | heap for facts + result |',
);
console.log(
  '| -------------------: | -------------------------------: | ----------------------: |',
);
for (const size of SIZES) {
  global.gc?.();
  const before = process.memoryUsage().heapUsed;
  const facts = history(size);
  const times: number[] = [];
  let anomalies = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    anomalies = computeInsights({ facts, now: NOW, days: 90, timeZone: 'Europe/Rome' }).anomalies
      .length;
    times.push(performance.now() - started);
  }
  const heap = (process.memoryUsage().heapUsed - before) / MiB;
  const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `| ${size.toLocaleString('en')} | ${median.toFixed(1)} ms | ${heap.toFixed(1)} MiB (${anomalies} anomalies) |`,
  );
}
