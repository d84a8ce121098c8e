import type { ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

const STARTUP_LIMIT_MS = 60_000;
const POLL_MS = 200;

/**
 * Polls the readiness URL until it answers 200, failing early if the server process exits.
 * First start applies migrations, which takes a few seconds on PGlite.
 */
export async function waitUntilReady(
  url: URL,
  server: ChildProcess,
  limitMs = STARTUP_LIMIT_MS,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      const how = server.signalCode ?? `code ${server.exitCode}`;
      throw new Error(`The server exited (${how}) before it was ready.`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(POLL_MS);
  }
  throw new Error(`The server was not ready at ${url.href} within ${limitMs / 1000} s.`);
}
