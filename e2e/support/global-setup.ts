import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { startLocalModel } from './local-model';
import { startMailbox } from './mailbox';
import { waitUntilReady } from './wait-until-ready';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverDir = join(root, 'apps', 'server');
const logFile = join(root, 'e2e', 'artifacts', 'server.log');
const seedScript = join(root, 'e2e', 'support', 'seed-accounts.ts');

// The e2e run always gets its own empty embedded database: a developer's DATABASE_URL or
// REDIS_URL must never receive test data.
function serverEnv(
  baseURL: string,
  dataDir: string,
  smtpUrl: string,
  llmUrl: string,
): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: new URL(baseURL).port,
    PUBLIC_URL: baseURL,
    // WebAuthn refuses IP addresses as relying parties: the passkeys journey browses
    // localhost on the same port (decision note 090).
    WEBAUTHN_RP_ID: 'localhost',
    WEBAUTHN_ORIGINS: `http://localhost:${new URL(baseURL).port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // Emails go to a real SMTP server the specs read (support/mailbox.ts).
    SMTP_URL: smtpUrl,
    // As behind a local reverse proxy: a spec may send X-Forwarded-For to sign in from an
    // address of its own, so the risk engine's per-IP counts of one spec don't reach another.
    TRUST_PROXY: '127.0.0.1',
    // This server has no chain and no price to reach (payment journeys run on `npm run demo`),
    // and a test never sends traffic off the machine: jobs (emails) run, no chain is watched,
    // prices are fixed.
    INCASSO_ROLE: 'all',
    WATCH_CHAINS: 'none',
    PRICE_PROVIDERS: 'fixed',
    // A local OpenAI-compatible model with scripted answers (support/local-model.ts); the
    // journeys without a model run on `npm run demo`, which has none.
    LLM_BASE_URL: llmUrl,
    LLM_MODEL: 'e2e-local-model',
    LLM_TIMEOUT_SECONDS: '10',
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
  const mailbox = await startMailbox();
  // Workers inherit the environment: the specs find the mailbox here.
  process.env.E2E_MAILBOX_URL = mailbox.url;
  // The demo servers the payment journeys start send their emails there too.
  process.env.E2E_SMTP_URL = mailbox.smtpUrl;
  const model = await startLocalModel();
  const env = serverEnv(baseURL, dataDir, mailbox.smtpUrl, model.baseUrl);
  const seed = spawnSync(process.execPath, ['--import', 'tsx', seedScript], {
    cwd: serverDir,
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) {
    await mailbox.close();
    await model.close();
    await rm(dataDir, { recursive: true, force: true });
    throw new Error('Seeding the e2e accounts failed (support/seed-accounts.ts)');
  }
  // `node --import tsx` rather than the tsx CLI: one process, so the signal reaches the server.
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);

  try {
    await waitUntilReady(new URL('/api/ready', baseURL), server);
  } catch (error) {
    server.kill('SIGKILL');
    await mailbox.close();
    await model.close();
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
    await mailbox.close();
    await model.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
