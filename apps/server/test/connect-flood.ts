import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ConnectFloodSummary {
  opened: boolean;
  /** CONNECT packets the flooder wrote. */
  sent: number;
  /** CONNECT_ERROR packets it read back. */
  connectErrors: number;
  closedByServer: boolean;
  closedAfterMs: number;
}

const flooder = fileURLToPath(new URL('./connect-flooder.ts', import.meta.url));

/**
 * Floods Socket.IO CONNECT packets on one engine.io connection from another process (its own
 * event loop, as an outside attacker has), for at most `seconds`.
 */
export function floodConnects(
  baseUrl: string,
  options: { cookie: string; seconds: number },
): Promise<ConnectFloodSummary> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', flooder, baseUrl, options.cookie, String(options.seconds)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', () => {
      try {
        resolve(JSON.parse(output) as ConnectFloodSummary);
      } catch {
        reject(new Error(`the flooder printed no summary: ${output}`));
      }
    });
  });
}
