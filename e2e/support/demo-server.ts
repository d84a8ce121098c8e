import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import type { DemoFile } from '../../apps/server/src/demo/demo-file.ts';
import { artifactPath } from './artifacts';
import { freePort } from './free-port';

const serverDir = fileURLToPath(new URL('../../apps/server', import.meta.url));
const STARTUP_LIMIT_MS = 120_000;
const POLL_MS = 250;

/** Waits for demo.json, which `npm run demo` writes once it listens. */
async function waitForDemoFile(path: string, server: ChildProcess): Promise<DemoFile> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new DemoExitedError(
        `The demo exited (${server.exitCode ?? server.signalCode}) before it was ready.`,
      );
    }
    if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as DemoFile;
    await delay(POLL_MS);
  }
  throw new Error(`The demo did not write ${path} within ${STARTUP_LIMIT_MS / 1000} s.`);
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const forced = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(forced);
}

const DEMO_START_ATTEMPTS = 3;

class DemoExitedError extends Error {}

/** `npm run demo` on a free port with its own data folder, logging into `log`. */
async function startDemo(log: NodeJS.WritableStream) {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'incasso-e2e-demo-'));
  // No model either: the demo is where the journeys without one run.
  const {
    DATABASE_URL: _db,
    REDIS_URL: _redis,
    LLM_BASE_URL: _llm,
    LLM_MODEL: _model,
    ...env
  } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/demo/main.ts'], {
    cwd: serverDir,
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SMTP_URL: process.env.E2E_SMTP_URL ?? '',
      // The journeys' shop receives webhooks on loopback.
      WEBHOOK_ALLOW_PRIVATE: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log, { end: false });
  server.stderr.pipe(log, { end: false });
  return {
    server,
    dataDir,
    async stop() {
      await stop(server);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Payment journeys run against `npm run demo` (apps/server/src/demo), one per worker: anvil
 * chains with the real chain ids and test tokens, blocks every second, 3 confirmations, a
 * Premium merchant, a funded payer and "Simulate payment". `baseURL` points there; `merchant`
 * signs the page in as the demo's merchant.
 */
export const test = base.extend<{ merchant: DemoFile['accounts']['merchant'] }, { demo: DemoFile }>(
  {
    demo: [
      // Playwright reads a fixture's dependencies from this pattern: this one has none.
      // eslint-disable-next-line no-empty-pattern
      async ({}, use, workerInfo) => {
        const log = createWriteStream(artifactPath('logs', `demo-${workerInfo.workerIndex}.log`));
        // Two workers' demos pick free ports for their server and anvils at the same moment,
        // so one can lose a port to the other (EADDRINUSE): start again on fresh ports.
        for (let attempt = 1; ; attempt++) {
          const started = await startDemo(log);
          try {
            const demo = await waitForDemoFile(join(started.dataDir, 'demo.json'), started.server);
            try {
              await use(demo);
            } finally {
              await started.stop();
            }
            break;
          } catch (error) {
            await started.stop();
            if (attempt >= DEMO_START_ATTEMPTS || !(error instanceof DemoExitedError)) throw error;
            log.write(`\n--- demo exited during start-up, attempt ${attempt + 1} ---\n`);
          }
        }
        log.end();
      },
      { scope: 'worker', timeout: STARTUP_LIMIT_MS + 20_000 },
    ],
    baseURL: async ({ demo }, use) => {
      await use(demo.url);
    },
    merchant: async ({ page, demo }, use) => {
      const response = await page.request.post('/api/auth/login', {
        headers: { origin: demo.url },
        data: demo.accounts.merchant,
      });
      expect(response.ok(), `login: ${response.status()} ${await response.text()}`).toBe(true);
      await use(demo.accounts.merchant);
    },
  },
);

export { expect };
export type { Page } from '@playwright/test';
