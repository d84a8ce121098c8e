// API throughput against a bare Fastify hello-world (DESIGN section 13, issue 7): requests/s
// and p99 latency of a cached `GET /api/price` signed in, `GET /api/health` and
// `POST /api/payments`, each also as a ratio to hello-world measured in the same run. Each
// target runs in its own process; autocannon drives it from this one.
// Run: npm run bench:api   (DATABASE_URL=postgres://… for PostgreSQL; DURATION=10 seconds,
// CONNECTIONS=10 per target)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { describeMachine } from './machine.ts';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const target = fileURLToPath(new URL('./support/api-target.ts', import.meta.url));

interface Started {
  child: ChildProcess;
  info: { url: string; cookie?: string; walletId?: string; db?: string };
}

/**
 * On a machine with two cores or more, the target runs on the last core and this process (the
 * load generator) on the first: neither steals the other's time, so runs compare.
 */
const cores = availableParallelism();
const pinned = (core: number, command: string[]) =>
  cores >= 2 && existsSync('/usr/bin/taskset')
    ? ['/usr/bin/taskset', '-c', String(core), ...command]
    : command;
if (cores >= 2 && existsSync('/usr/bin/taskset')) {
  spawnSync('/usr/bin/taskset', ['-cp', '0', String(process.pid)], { stdio: 'ignore' });
}

function start(kind: 'app' | 'hello'): Promise<Started> {
  const [command = process.execPath, ...args] = pinned(cores - 1, [
    process.execPath,
    '--import',
    'tsx',
    target,
    kind,
  ]);
  const child = spawn(command, args, {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${kind} target exited with ${code}`)));
    if (!child.stdout) return reject(new Error('no stdout'));
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve({ child, info: JSON.parse(line) as Started['info'] }),
    );
  });
}

const centsText = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

async function load(options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const hello = await start('hello');
const app = await start('app');
try {
  const { url, cookie = '', walletId } = app.info;
  const signedIn = { cookie, 'sec-fetch-site': 'same-origin' };
  // Warm-up: the price cache fills, the JIT settles.
  await load({
    url: `${url}/api/price?chain=ethereum&crypto=USDT&fiat=EUR`,
    headers: signedIn,
    duration: 2,
  });

  let amount = 0;
  const targets: [string, autocannon.Options][] = [
    [
      'GET /api/price (cached, signed in)',
      { url: `${url}/api/price?chain=ethereum&crypto=USDT&fiat=EUR`, headers: signedIn },
    ],
    ['GET /api/health', { url: `${url}/api/health` }],
    [
      'POST /api/payments (signed in)',
      {
        url: `${url}/api/payments`,
        method: 'POST',
        headers: { ...signedIn, 'content-type': 'application/json' },
        // A different amount each time, as real requests: the unique-amount check does its work.
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                walletId,
                currency: 'usdt',
                fiatAmount: centsText(100 + (amount++ % 5000)),
                fiatCurrency: 'EUR',
              }),
            }),
          },
        ],
      },
    ],
  ];
  // Two cores carry both the load generator and the target, so one run is noisy: each target
  // is measured ROUNDS times, right after a hello-world run, and the median ratio reported.
  const rows: { name: string; rps: number; ratio: number; p99: number; errors: number }[] = [];
  const hellos: number[] = [];
  for (const [name, options] of targets) {
    const runs = [];
    for (let round = 0; round < ROUNDS; round++) {
      const base = await load({ url: hello.info.url });
      const result = await load(options);
      hellos.push(base.rps);
      runs.push({ ...result, ratio: result.rps / base.rps });
    }
    const mid = median(runs.map((run) => run.ratio));
    const chosen = runs.find((run) => run.ratio === mid);
    if (chosen)
      rows.push({ name, rps: chosen.rps, ratio: mid, p99: chosen.p99, errors: chosen.errors });
  }

  console.info(
    `${describeMachine()}; database ${app.info.db}; ${CONNECTIONS} connections, ${DURATION} s per run, median of ${ROUNDS} runs`,
  );
  console.info('| target | requests/s | ratio to hello-world | p99 latency | errors |');
  console.info('| --- | ---: | ---: | ---: | ---: |');
  console.info(
    `| bare Fastify hello-world (median) | ${Math.round(median(hellos)).toLocaleString('en')} | 1.00 | | |`,
  );
  for (const row of rows) {
    console.info(
      `| ${row.name} | ${Math.round(row.rps).toLocaleString('en')} | ${row.ratio.toFixed(2)} | ${row.p99} ms | ${row.errors} |`,
    );
  }
} finally {
  hello.child.kill();
  app.child.kill();
}
