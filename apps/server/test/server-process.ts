import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port assigned'));
      });
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, as in a crash. */
  crash(): Promise<void>;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** A port of its own (a restarted process keeps its predecessor's); a free one by default. */
  port?: number;
  /** What answering means: `/api/health` (the process runs) or `/api/ready` (send it traffic). */
  answers?: '/api/health' | '/api/ready';
  /** How long it may take to start; a loaded 2-core machine needs more than an idle one. */
  startTimeoutMs?: number;
}

/**
 * `npm start`'s server (`apps/server/src/main.ts`) in a process of its own, with `env` added to
 * a quiet, offline base; resolves once `/api/health` (or `options.answers`) answers.
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // Node itself with tsx's loader, not the tsx wrapper: a signal must reach the server, and a
  // SIGKILL to a wrapper would leave its child running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      PRICE_PROVIDERS: 'fixed',
      WATCH_CHAINS: 'none',
      WEB_DIST_DIR: path.join(repoRoot, 'apps/server/test/no-web-build'),
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  // Generous: on a loaded two-core machine compiling the server with tsx alone can take a minute.
  const until = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const healthy = await fetch(`${url}${options.answers ?? '/api/health'}`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > until) {
      // Not left running behind the caller's back: it may still be starting.
      child.kill('SIGKILL');
      await exited;
      throw new Error(`the server did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    url,
    child,
    output: () => output,
    crash: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}
