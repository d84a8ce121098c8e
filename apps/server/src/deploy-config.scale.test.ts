import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { HAPROXY_CONFIG, haproxyBinary } from '#test/scale/haproxy.ts';

// The README's production files, checked by the tools that will read them. HAProxy's file also
// runs the scale-out suite; Caddy's and the systemd units are checked here.

const run = promisify(execFile);
const deployDir = path.dirname(HAPROXY_CONFIG);
const addresses = {
  INCASSO_LISTEN: '127.0.0.1:8080',
  INCASSO_WEB_1: '10.0.0.11:3000',
  INCASSO_WEB_2: '10.0.0.12:3000',
  INCASSO_STATS: '127.0.0.1:8404',
  INCASSO_SITE: 'pay.example.com',
};

describe('deploy/', () => {
  it('holds an HAProxy configuration HAProxy accepts', async () => {
    const { stdout } = await run(haproxyBinary(), ['-c', '-f', HAPROXY_CONFIG], {
      env: { ...process.env, ...addresses },
    });
    expect(stdout).toContain('Configuration file is valid');
  });

  it('holds a Caddyfile Caddy accepts', async () => {
    const { stdout, stderr } = await run(
      'caddy',
      ['validate', '--adapter', 'caddyfile', '--config', path.join(deployDir, 'Caddyfile')],
      { env: { ...process.env, ...addresses } },
    );
    expect(`${stdout}${stderr}`).toContain('Valid configuration');
  });

  it('holds systemd units systemd accepts without a warning', async () => {
    const { stdout, stderr } = await run(
      'systemd-analyze',
      ['verify', 'incasso-web.service', 'incasso-worker.service'],
      { cwd: deployDir },
    );
    expect(`${stdout}${stderr}`).toBe('');
  });
});
