import { defineConfig, devices } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { freePort } from './support/free-port';

// The config is evaluated again in every worker: the port chosen by the runner travels in the
// environment, which workers inherit, so they all talk to the one server global-setup starts.
process.env.E2E_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

const chromium = await findChromium();
if (chromium.path === undefined) throw new Error(chromium.problem);

export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts/test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // CI's 2-core machine runs four anvils beside the browser: one retry there, reported as
  // "flaky" in the list, keeps a slow first paint from failing a run that is otherwise green.
  retries: process.env.CI ? 1 : 0,
  // Two cores: two workers keep the browser and the server from starving each other.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'it-IT',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromium.path,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
});
