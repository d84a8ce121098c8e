import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { waitUntilReady } from './wait-until-ready';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverDir = join(root, 'apps', 'server');
const logFile = join(root, 'e2e', 'artifacts', 'server.log');

// The e2e run always gets its own empty embedded database: a developer's DATABASE_URL or
// REDIS_URL must never receive test data.
function serverEnv(baseURL: string, dataDir: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: new URL(baseURL).port,
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  };
}

// `npm run test:e2e` always builds first; this covers `npx playwright test` run by hand.
function buildWebAppIfMissing() {
  if (existsSync(join(root, 'apps', 'web', 'dist', 'index.html'))) return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

/** Builds if needed, starts the real server on the chosen port, returns its teardown. */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
  buildWebAppIfMissing();

  const dataDir = await mkdtemp(join(tmpdir(), 'incasso-e2e-'));
  mkdirSync(join(root, 'e2e', 'artifacts'), { recursive: true });
  const log = createWriteStream(logFile);
  // `node --import tsx` rather than the tsx CLI: one process, so the signal reaches the server.
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: serverEnv(baseURL, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);

  try {
    await waitUntilReady(new URL('/api/ready', baseURL), server);
  } catch (error) {
    server.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    const output = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '';
    throw new Error(`${(error as Error).message}\n--- server output (${logFile}) ---\n${output}`, {
      cause: error,
    });
  }

  return async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const forced = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    }
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
}
