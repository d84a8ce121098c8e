import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, request as playwrightRequest } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { freePort } from '../e2e/support/free-port.ts';
import { waitUntilReady } from '../e2e/support/wait-until-ready.ts';
import { describeMachine } from './machine.ts';

// The JavaScript a first visit really loads, per page: the production build served by the real
// server, opened in Chromium on a phone-sized viewport; every script the page fetched, gzipped.
// Run `npm run build` first, then `npx tsx bench/web-bundle.ts`.
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');

const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(join(tmpdir(), 'incasso-bench-web-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    INCASSO_ROLE: 'web',
    PRICE_PROVIDERS: 'fixed',
  },
  stdio: 'inherit',
});

try {
  await waitUntilReady(new URL('/api/ready', baseURL), server);
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  const email = `bench-${Date.now()}@example.test`;
  await api.post('/api/auth/register', {
    data: { email, password: 'Bench-Lantern-91!', accountType: 'business' },
  });
  const wallet = await (
    await api.post('/api/wallets', {
      data: {
        name: 'Bench',
        address: '0x000000000000000000000000000000000000dEaD',
        chainId: 'bsc',
        acceptedCurrencyIds: ['usdt'],
      },
    })
  ).json();
  const payment = await (
    await api.post('/api/payments', {
      data: { walletId: wallet.id, currency: 'usdt', fiatAmount: '25.00', fiatCurrency: 'EUR' },
    })
  ).json();

  const chromiumPath = (await findChromium()).path;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  console.info(describeMachine());
  console.info('| page | scripts | raw KB | gzip KB |\n| --- | ---: | ---: | ---: |');
  for (const [name, path] of [
    ['/login', '/login'],
    ['/pay/:id', `/pay/${payment.id}`],
  ] as const) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzip = 0;
    for (const script of scripts) {
      const body = await readFile(join(dist, script));
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    console.info(
      `| ${name} | ${scripts.size} | ${(raw / 1024).toFixed(1)} | ${(gzip / 1024).toFixed(1)} |`,
    );
    await page.close();
  }
  await browser.close();
  await api.dispose();
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
