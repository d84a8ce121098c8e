// `npm test`: every check and test tier in order, stopping at the first failure with a non-zero
// exit and naming the step that failed. Each runner prints its own summary; the Vitest steps
// also print where their time went (scripts/test-timings.mjs reads the same figures).
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { runSideBySide } from './lib/run-step.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** @param {string} name */
const bin = (name) => join(root, 'node_modules', '.bin', name);
const vitestReporters = [
  '--reporter=default',
  `--reporter=${join(root, 'scripts', 'lib', 'test-timings-reporter.mjs')}`,
];

/** @typedef {{ name: string, command: string, args: string[] }} Step */

/**
 * The stages in order, stopping at the first that fails. The check and the unit and web tests
 * run side by side: the check's parts are one process each (tsc, eslint, prettier), so on CI's
 * two cores the stage takes about the check's own time (decision note 104).
 * @type {Step[][]}
 */
const stages = [
  [
    {
      name: 'unit + web tests',
      command: bin('vitest'),
      args: [
        'run',
        '--project',
        'unit',
        '--project',
        'web',
        '--project',
        'web-mocks',
        ...vitestReporters,
      ],
    },
    { name: 'check (typecheck, lint, format)', command: 'npm', args: ['run', 'check'] },
  ],
  [
    {
      name: 'integration tests',
      command: bin('vitest'),
      args: ['run', '--project', 'integration', ...vitestReporters],
    },
  ],
  [
    {
      name: 'end-to-end tests',
      command: process.execPath,
      args: [join(root, 'scripts', 'e2e.mjs')],
    },
  ],
];

const timings = [];
for (const steps of stages) {
  const { failed, seconds, cpuSeconds } = await runSideBySide(steps, {
    cwd: root,
    firstLive: true,
  });
  const cpu = cpuSeconds === undefined ? '' : `, CPU ${cpuSeconds.toFixed(0)} s`;
  timings.push(`${steps.map((step) => step.name).join(' beside ')} ${seconds.toFixed(0)} s${cpu}`);
  if (failed.length > 0) {
    console.error(`\nnpm test: FAILED at "${failed.join('", "')}" (${timings.join('; ')})`);
    process.exit(1);
  }
}
console.info(`\nnpm test: all ${stages.flat().length} steps passed (${timings.join('; ')})`);
