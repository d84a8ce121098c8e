import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../scripts/find-chromium.mjs';
import { describeMachine } from './machine.ts';
import { startWebServer } from './support/web-server.ts';

// Lighthouse's mobile performance audit (its default: a mid-range phone, simulated slow 4G and
// 4× CPU slowdown) of /login and the pay page, on the production build served by the real
// server, in Debian's Chromium, headless. Nothing is downloaded: chrome-launcher starts the
// Chromium found on the machine. Run `npm run build` first, then `npm run bench:lighthouse`;
// RUNS (default 3) runs per page, the median reported, as single runs swing on shared cores.
const RUNS = Number(process.env.RUNS ?? 3);

interface Run {
  score: number;
  metrics: Record<string, number>;
}

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
  CLS: 'cumulative-layout-shift',
} as const;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Screenshots of every frame cost a loaded 2-core machine more than the audit itself.
    disableFullPageScreenshot: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]),
  );
  return { score: Math.round((lhr.categories.performance?.score ?? 0) * 100), metrics };
}

const chromePath = (await findChromium()).path;
if (!chromePath) throw new Error('No Chromium found: install Debian’s chromium package');
const server = await startWebServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const payment = await server.createPayment();
  console.info(`${describeMachine()}; Lighthouse 12, mobile, median of ${RUNS} runs:`);
  console.info(
    '| page | performance | FCP | LCP | TBT | Speed Index | CLS |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const [name, path] of [
    ['/login', '/login'],
    ['/pay/:id', `/pay/${payment.id}`],
  ] as const) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await audit(`${server.baseURL}${path}`, chrome.port));
    }
    const pick = (metric: string) => median(runs.map((run) => run.metrics[metric] ?? NaN)) ?? NaN;
    const ms = (metric: string) => `${(pick(metric) / 1000).toFixed(1)} s`;
    console.info(
      `| ${name} | ${median(runs.map((run) => run.score))} | ${ms('FCP')} | ${ms('LCP')} | ${pick('TBT').toFixed(0)} ms | ${ms('SI')} | ${pick('CLS').toFixed(3)} |`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
