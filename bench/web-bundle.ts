import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { describeMachine } from './machine.ts';
import { startWebServer, webDist } from './support/web-server.ts';

// The JavaScript a first visit really loads, per page: the production build served by the real
// server, opened in Chromium on a phone-sized viewport; every script the page fetched, gzipped.
// Run `npm run build` first, then `npm run bench:web`.
const server = await startWebServer();
try {
  const payment = await server.createPayment();
  const browser = await chromium.launch({
    executablePath: (await findChromium()).path,
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
    await page.goto(`${server.baseURL}${path}`, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzip = 0;
    for (const script of scripts) {
      const body = await readFile(join(webDist, script));
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    console.info(
      `| ${name} | ${scripts.size} | ${(raw / 1024).toFixed(1)} | ${(gzip / 1024).toFixed(1)} |`,
    );
    await page.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
