import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server-process.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The configuration the README shows: the test runs this very file. */
export const HAPROXY_CONFIG = path.join(repoRoot, 'deploy/haproxy.cfg');

/** Debian's haproxy (`apt-get install haproxy`), or HAPROXY_PATH. */
export function haproxyBinary(): string {
  const candidates = [process.env.HAPROXY_PATH, '/usr/sbin/haproxy', '/usr/bin/haproxy'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error('HAProxy is not installed: apt-get install -y haproxy (or set HAPROXY_PATH)');
  }
  return found;
}

export type ServerState = 'UP' | 'DOWN' | 'NOLB' | 'MAINT' | 'no check' | string;

export interface Haproxy {
  /** Where clients connect. */
  url: string;
  /** Each web server's state as HAProxy's health checks see it, by name (`web1`, `web2`). */
  states(): Promise<Record<string, ServerState>>;
  /** Resolves once HAProxy sees `server` in `state`. */
  waitFor(server: string, state: ServerState, timeoutMs?: number): Promise<void>;
  output(): string;
  stop(): Promise<void>;
}

/** HAProxy in the foreground with deploy/haproxy.cfg, in front of the two web ports. */
export async function startHaproxy(webPorts: [number, number]): Promise<Haproxy> {
  const [listenPort, statsPort] = [await freePort(), await freePort()];
  const child = spawn(haproxyBinary(), ['-db', '-f', HAPROXY_CONFIG], {
    env: {
      ...process.env,
      INCASSO_LISTEN: `127.0.0.1:${listenPort}`,
      INCASSO_WEB_1: `127.0.0.1:${webPorts[0]}`,
      INCASSO_WEB_2: `127.0.0.1:${webPorts[1]}`,
      INCASSO_STATS: `127.0.0.1:${statsPort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const statsUrl = `http://127.0.0.1:${statsPort}/;csv`;
  async function states(): Promise<Record<string, ServerState>> {
    const csv = await (await fetch(statsUrl)).text();
    const [header, ...rows] = csv.trim().split('\n');
    const columns = (header ?? '').replace(/^# /, '').split(',');
    const [proxy, name, status] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
    const result: Record<string, ServerState> = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[proxy ?? -1] === 'incasso_web')
        result[cells[name ?? -1] ?? ''] = cells[status ?? -1] ?? '';
    }
    return result;
  }

  const until = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited:\n${output}`);
    if (
      await states().then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > until) throw new Error(`HAProxy did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url: `http://127.0.0.1:${listenPort}`,
    states,
    async waitFor(server, state, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const seen = (await states())[server] ?? '';
        // `UP 1/2`, `DOWN 1/2`: on its way, not there yet.
        if (seen === state) return;
        if (Date.now() > deadline) throw new Error(`${server} is ${seen}, not ${state}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    output: () => output,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
