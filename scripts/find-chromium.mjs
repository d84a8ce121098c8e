// Finds a Chromium for the end-to-end tests, so `npm test` needs no browser download where a
// system Chromium exists (docs/decisions/005-chromium-discovery.md). Order: CHROMIUM_PATH,
// Debian's /usr/bin/chromium, Playwright's own browser (`npx playwright install chromium`).
// Run directly it prints the path found, or what to install, and exits non-zero when none.
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const INSTALL_HINT = [
  'No Chromium found for the end-to-end tests. Install one of:',
  '  - Debian/Ubuntu: sudo apt-get install -y chromium',
  '  - Playwright’s own build (needs access to its download host): npx playwright install chromium',
  '  - any Chromium or Chrome already installed: export CHROMIUM_PATH=/path/to/chromium',
].join('\n');

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @returns {Promise<string | undefined>} where Playwright installs its own Chromium, if present */
async function playwrightChromium() {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return isExecutable(path) ? path : undefined;
  } catch {
    // playwright-core missing (before `npm ci`): there is no Playwright browser either.
    return undefined;
  }
}

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<{ path: string, source: string } | { path: undefined, problem: string }>}
 */
export async function findChromium(env = process.env) {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    // An explicit choice that does not work is an error, never a silent fallback.
    return isExecutable(fromEnv)
      ? { path: fromEnv, source: 'CHROMIUM_PATH' }
      : { path: undefined, problem: `CHROMIUM_PATH=${fromEnv} is not an executable file.` };
  }
  const system = SYSTEM_CANDIDATES.find(isExecutable);
  if (system) return { path: system, source: 'system' };
  const bundled = await playwrightChromium();
  if (bundled) return { path: bundled, source: 'playwright' };
  return { path: undefined, problem: INSTALL_HINT };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = await findChromium();
  if (found.path !== undefined) {
    console.info(found.path);
  } else {
    console.error(found.problem);
    process.exitCode = 1;
  }
}
