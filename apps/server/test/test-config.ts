import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '#server/config.ts';

/** The configuration tests run with: quiet, no web build, no outside services. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PRICE_PROVIDERS: 'fixed',
    DATA_DIR: path.join(os.tmpdir(), 'incasso-test-unused'),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'incasso-test-no-web-build'),
  });
  return { ...base, ...overrides };
}
