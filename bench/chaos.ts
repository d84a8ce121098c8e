import { parseArgs } from 'node:util';
import { FAILURE_CLASSES, type TrialCounts } from './support/chaos-audit.ts';
import { runTrial, type ChaosDatabase } from './support/chaos-trial.ts';
import { startChaosWorld } from './support/chaos-world.ts';
import { describeMachine } from './machine.ts';

// `npm run bench:chaos -- --trials 100 --database postgres`: faults proven, not hoped (issue
// 18, item 7). Each trial runs the real server (apps/server/src/main.ts) as a child process on a
// fresh database, pays requests on a local Polygon (anvil), sends invoices, keeps a recurring
// schedule and a webhook endpoint, and kills the server with SIGKILL `--kills` times at random
// moments, restarting it on the same data. A transfer reaches an idle till while the server is
// down and a request is made on that till at once after the restart (issue 18, item 1), and the
// chain is reorganised `--reorgs` times, 1–6 blocks deep (issue 25). Once
// the trial settles, the audit counts lost and duplicated payments, ledger rows, notifications,
// webhooks, emails and recurring periods, and requests credited by money sent before they
// existed ("stale credits") or left CONFIRMED on a block the chain no longer has ("false
// confirmations"). PostgreSQL: DATABASE_URL names the server (a database per trial is
// created beside it); by default postgres://postgres@127.0.0.1:5432/postgres.
const { values } = parseArgs({
  options: {
    trials: { type: 'string', default: '5' },
    database: { type: 'string', default: 'pglite' },
    kills: { type: 'string', default: '3' },
    reorgs: { type: 'string', default: '2' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
  },
});
const trials = Number(values.trials);
const kills = Number(values.kills);
const reorgs = Number(values.reorgs);
const seed = Number(values.seed);
const database = values.database as ChaosDatabase;
if (!['pglite', 'postgres'].includes(database)) throw new Error('--database pglite|postgres');
if (!(trials >= 1 && kills >= 1 && reorgs >= 0 && Number.isInteger(seed))) {
  throw new Error('--trials and --kills must be at least 1, --reorgs 0 or more, --seed an integer');
}

/** mulberry32: a seeded generator, so a trial's kill times and amounts can be replayed. */
function seeded(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = seeded(seed);
// Test databases are made beside the one DATABASE_URL names (apps/server/test/test-database.ts).
if (database === 'postgres') {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
}
const results: TrialCounts[] = [];
const started = Date.now();
for (let trial = 1; trial <= trials; trial++) {
  console.info(`trial ${trial}/${trials} (${database}, seed ${seed})`);
  const world = await startChaosWorld();
  try {
    const counts = await runTrial({
      world,
      database,
      kills,
      reorgs,
      random,
      log: (line) => console.info(line),
    });
    results.push(counts);
    const failures = FAILURE_CLASSES.filter((name) => counts[name] > 0)
      .map((name) => `${name} ${counts[name]}`)
      .join(', ');
    console.info(
      `  ${counts.paid} paid requests, ${counts.invoices} invoices sent, ${counts.reorgs} reorgs: ${failures || 'no failure'}`,
    );
    for (const note of counts.notes) console.info(`    ${note}`);
  } finally {
    await world.stop();
  }
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const sum = (pick: (counts: TrialCounts) => number) =>
  results.reduce((total, counts) => total + pick(counts), 0);
console.info(
  `\n${describeMachine()}\n${database}, ${results.length} trials × ${kills} kills and ${reorgs} reorgs, seed ${seed}, ${minutes} min; ` +
    `${sum((c) => c.paid)} paid requests, ${sum((c) => c.invoices)} invoices sent, ` +
    `${sum((c) => c.redeliveredWebhooks)} webhooks and ${sum((c) => c.redeliveredEmails)} emails ` +
    'redelivered with the same id (allowed)\n',
);
console.info('| failure class | trials with it | count |');
console.info('| --- | ---: | ---: |');
for (const name of FAILURE_CLASSES) {
  const trialsWith = results.filter((counts) => counts[name] > 0).length;
  console.info(`| ${name} | ${trialsWith} of ${results.length} | ${sum((c) => c[name])} |`);
}
