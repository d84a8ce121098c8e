// `npm run check`: the workspaces' type checks, lint and the format check, side by side. Each is
// one process on one core (tsc, eslint, prettier); in a row they left the second core idle for
// two minutes of every commit and every CI run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSideBySide } from './lib/run-step.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** @type {{ workspaces: string[] }} */
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const typechecks = workspaces
  .filter((workspace) => {
    /** @type {{ scripts?: Record<string, string> }} */
    const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
    return manifest.scripts?.typecheck !== undefined;
  })
  .map((workspace) => ({
    name: `typecheck ${workspace}`,
    command: 'npm',
    args: ['run', 'typecheck', '--workspace', workspace],
  }));

const { failed, seconds, cpuSeconds } = await runSideBySide(
  [
    ...typechecks,
    { name: 'lint', command: 'npm', args: ['run', 'lint'] },
    { name: 'format', command: 'npm', args: ['run', 'format:check'] },
  ],
  { cwd: root },
);
const cpu = cpuSeconds === undefined ? '' : `, CPU ${cpuSeconds.toFixed(0)} s`;
if (failed.length > 0) {
  console.error(`\ncheck: FAILED (${failed.join(', ')}) after ${seconds.toFixed(0)} s${cpu}`);
  process.exit(1);
}
console.info(`\ncheck: all passed in ${seconds.toFixed(0)} s${cpu}`);
