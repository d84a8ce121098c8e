import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { startSmtpCapture } from '../../apps/server/test/smtp-capture.ts';
import { freePort } from '../../e2e/support/free-port.ts';
import { waitUntilReady } from '../../e2e/support/wait-until-ready.ts';

// The production build served by the real server, for the web benches: fixed prices, no chain,
// emails to a local SMTP capture so a merchant can confirm its registration as a person would.
const root = fileURLToPath(new URL('../..', import.meta.url));
export const webDist = join(root, 'apps/web/dist');

async function post(api: APIRequestContext, path: string, data: object): Promise<unknown> {
  const response = await api.post(path, { data });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return response.status() === 204 ? null : response.json();
}

async function verifyLink(smtp: Awaited<ReturnType<typeof startSmtpCapture>>, email: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const link = smtp.messages
      .filter((message) => message.to.includes(email))
      .flatMap((message) => message.links)
      .find((url) => new URL(url).pathname === '/verify-email');
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation email reached ${email}`);
}

/** Starts the server; `createPayment` registers a merchant (once) and opens a 25 EUR request. */
export async function startWebServer() {
  const smtp = await startSmtpCapture();
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
      // Jobs run here (the confirmation email); no chain is watched and no price fetched.
      INCASSO_ROLE: 'all',
      WATCH_CHAINS: 'none',
      PRICE_PROVIDERS: 'fixed',
      SMTP_URL: smtp.url,
    },
    stdio: 'inherit',
  });
  async function stopServer() {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  try {
    // A bench may share the machine with other work: a slow start is no reason to give up.
    await waitUntilReady(new URL('/api/ready', baseURL), server, 180_000);
  } catch (error) {
    await stopServer();
    throw error;
  }
  // The CSRF guard wants API writes from our own origin, as a browser's are.
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  let walletId: string | null = null;
  const account = { email: `bench-${Date.now()}@example.test`, password: 'Bench-Lantern-91!' };

  async function signUp(): Promise<string> {
    const { email, password } = account;
    await post(api, '/api/auth/register', {
      email,
      password,
      accountType: 'business',
    });
    const token = new URL(await verifyLink(smtp, email)).searchParams.get('token');
    await post(api, '/api/auth/verify-email', { token });
    const wallet = (await post(api, '/api/wallets', {
      name: 'Bench',
      address: '0x000000000000000000000000000000000000dEaD',
      chainId: 'bsc',
      acceptedCurrencyIds: ['usdt'],
    })) as { id: string };
    return wallet.id;
  }

  return {
    baseURL,
    /** The merchant `createPayment` registered, to sign in as in a browser. */
    account,
    async createPayment(): Promise<{ id: string }> {
      walletId ??= await signUp();
      return (await post(api, '/api/payments', {
        walletId,
        currency: 'usdt',
        fiatAmount: '25.00',
        fiatCurrency: 'EUR',
      })) as { id: string };
    },
    async stop() {
      await api.dispose();
      await stopServer();
    },
  };
}
