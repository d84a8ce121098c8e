import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';

// The systemd units the README installs (deploy/*.service) start a configuration this server
// accepts, with the role their name says, a command that exists, and time enough to drain.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const deployDir = path.join(repoRoot, 'deploy');
/** serve.ts: the requests in flight get this long once draining is over. */
const SHUTDOWN_GRACE_SECONDS = 10;

/** `Key=value` lines of one section; a key given several times keeps every value. */
function section(unit: string, name: string): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  let inside = false;
  for (const raw of unit.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('[')) inside = line === `[${name}]`;
    else if (inside && line && !line.startsWith('#')) {
      const at = line.indexOf('=');
      const key = line.slice(0, at);
      entries.set(key, [...(entries.get(key) ?? []), line.slice(at + 1)]);
    }
  }
  return entries;
}

/** The variables of an environment file, as systemd reads it (no quotes in ours). */
function environmentFile(file: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.trim().startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe.each([
  ['incasso-web.service', 'web'],
  ['incasso-worker.service', 'worker'],
] as const)('deploy/%s', (file, role) => {
  const service = section(fs.readFileSync(path.join(deployDir, file), 'utf8'), 'Service');
  const one = (key: string) => service.get(key)?.at(-1) ?? '';
  // The example environment file stands in for /etc/incasso/incasso.env.
  const env = {
    ...environmentFile(path.join(deployDir, 'incasso.env.example')),
    ...Object.fromEntries(
      (service.get('Environment') ?? []).map((pair) => pair.split(/=(.*)/s).slice(0, 2)),
    ),
  };

  it('reads its settings from /etc/incasso/incasso.env, which the example fills', () => {
    expect(service.get('EnvironmentFile')).toEqual(['/etc/incasso/incasso.env']);
  });

  it('starts a configuration the server accepts, in its role, for production', () => {
    const config = loadConfig(env);
    expect(config.role).toBe(role);
    expect(config.env).toBe('production');
    expect(config.databaseUrl).toMatch(/^postgres:/);
    expect(config.redisUrl).toMatch(/^redis:/);
    expect(config.sessionSecret).toBeDefined();
  });

  it("runs the server's entry point with tsx from the checkout", () => {
    const [command, ...args] = one('ExecStart').split(/\s+/);
    expect(command).toBe('node');
    expect(args.slice(0, 2)).toEqual(['--import', 'tsx']);
    const entry = args[2] ?? '';
    expect(fs.existsSync(path.join(repoRoot, entry))).toBe(true);
    expect(entry).toBe('apps/server/src/main.ts');
  });

  it('gives a stopping process time to drain and finish before systemd kills it', () => {
    const drainSeconds = loadConfig(env).drainSeconds;
    if (role === 'web') expect(drainSeconds).toBeGreaterThan(2);
    expect(Number(one('TimeoutStopSec'))).toBeGreaterThan(drainSeconds + SHUTDOWN_GRACE_SECONDS);
  });
});

describe('README "Running in production"', () => {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  it.each([
    ['haproxy.cfg', 'haproxy'],
    ['Caddyfile', 'caddyfile'],
  ])('shows deploy/%s as it is, the file the tests check', (file, language) => {
    const shown = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(readme)?.[1];
    expect(shown).toBe(fs.readFileSync(path.join(deployDir, file), 'utf8'));
  });
});
