// End-to-end tests: finds a Chromium (fetching Playwright's own only when none is installed),
// builds the production web app, then runs Playwright. Extra arguments go to `playwright test`,
// e.g. `npm run test:e2e -- specs/theme.spec.ts`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { findChromium } from './find-chromium.mjs';
import { runStep } from './lib/run-step.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const playwright = join(root, 'node_modules', '.bin', 'playwright');

async function chromiumOrExit() {
  const found = await findChromium();
  if (found.path !== undefined) return found.path;
  if (!process.env.CHROMIUM_PATH) {
    console.info('No Chromium installed: trying `npx playwright install chromium`…');
    // Bounded: on a machine without access to Playwright's download host this fails, and the
    // hint below says what to install instead.
    spawnSync(playwright, ['install', 'chromium'], { stdio: 'inherit', timeout: 180_000 });
    const retried = await findChromium();
    if (retried.path !== undefined) return retried.path;
  }
  console.error(found.problem);
  process.exit(1);
}

const chromium = await chromiumOrExit();
console.info(`Chromium: ${chromium}`);

const build = await runStep('build web app', 'npm', ['run', 'build'], { cwd: root });
if (!build.passed) process.exit(1);

const { passed } = await runStep(
  'playwright',
  playwright,
  ['test', '-c', join(root, 'e2e', 'playwright.config.ts'), ...process.argv.slice(2)],
  { cwd: root, env: { ...process.env, CHROMIUM_PATH: chromium } },
);
process.exit(passed ? 0 : 1);
