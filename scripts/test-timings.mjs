// Where the test time goes, per file and per phase (import, set-up hooks, tests):
//   node scripts/test-timings.mjs run <out.json> [vitest args…]   runs Vitest and records
//   node scripts/test-timings.mjs show <run.json>                   prints one recorded run
//   node scripts/test-timings.mjs compare <before.json> <after.json>  two runs side by side
// e.g. `node scripts/test-timings.mjs run /tmp/pg.json --project integration` with DATABASE_URL
// set. The machine is shared: compare shares and ratios of runs made close together.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStep } from './lib/run-step.mjs';
import { compare, summarise } from './lib/test-timings-summary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const timingsReporter = path.join(root, 'scripts', 'lib', 'test-timings-reporter.mjs');

/** @param {string} file @returns {import('./lib/test-timings-summary.mjs').TimingsReport} */
const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

const usage =
  'usage: test-timings.mjs run <out.json> [vitest args…] | show <run.json> | compare <before.json> <after.json>';
const [command, first, ...rest] = process.argv.slice(2);

if (command === 'run' && first) {
  const { passed } = await runStep(
    'vitest with timings',
    path.join(root, 'node_modules', '.bin', 'vitest'),
    ['run', '--reporter=default', `--reporter=${timingsReporter}`, ...rest],
    { cwd: root, env: { ...process.env, TEST_TIMINGS_FILE: path.resolve(first) } },
  );
  process.exit(passed ? 0 : 1);
} else if (command === 'show' && first) {
  console.info(summarise(read(first), { top: 20 }));
} else if (command === 'compare' && first && rest[0]) {
  console.info(compare(read(first), read(rest[0])));
} else {
  console.error(usage);
  process.exit(2);
}
