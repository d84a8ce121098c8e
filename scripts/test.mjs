// `npm test`: every check and test tier in order, stopping at the first failure with a non-zero
// exit and naming the step that failed. Each runner prints its own summary; the Vitest steps
// also print where their time went (scripts/test-timings.mjs reads the same figures).
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { runStep } from './lib/run-step.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** @param {string} name */
const bin = (name) => join(root, 'node_modules', '.bin', name);
const vitestReporters = [
  '--reporter=default',
  `--reporter=${join(root, 'scripts', 'lib', 'test-timings-reporter.mjs')}`,
];

/** @type {Array<[name: string, command: string, args: string[]]>} */
const steps = [
  ['check (typecheck, lint, format)', 'npm', ['run', 'check']],
  [
    'unit + web tests',
    bin('vitest'),
    ['run', '--project', 'unit', '--project', 'web', ...vitestReporters],
  ],
  ['integration tests', bin('vitest'), ['run', '--project', 'integration', ...vitestReporters]],
  ['end-to-end tests', process.execPath, [join(root, 'scripts', 'e2e.mjs')]],
];

const timings = [];
for (const [name, command, args] of steps) {
  const { passed, seconds, cpuSeconds } = await runStep(name, command, args, { cwd: root });
  const cpu = cpuSeconds === undefined ? '' : `, CPU ${cpuSeconds.toFixed(0)} s`;
  timings.push(`${name} ${seconds.toFixed(0)} s${cpu}`);
  if (!passed) {
    console.error(`\nnpm test: FAILED at step "${name}" (${timings.join('; ')})`);
    process.exit(1);
  }
}
console.info(`\nnpm test: all ${steps.length} steps passed (${timings.join('; ')})`);
