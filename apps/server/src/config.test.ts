import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.paymentTtlMinutes).toBe(30);
    expect(config.priceProviders).toEqual(['coingecko', 'binance', 'kraken']);
    expect(config.role).toBe('all');
    expect(config.admin).toBeUndefined();
  });

  it('reads every supported variable', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://pay.example.com/',
      DATABASE_URL: 'postgres://u@db:5432/incasso',
      REDIS_URL: 'redis://cache:6379',
      PAYMENT_TTL_MINUTES: '15',
      PRICE_PROVIDERS: 'kraken, coingecko',
      RPC_URL_BSC: 'https://a.example, wss://b.example',
      CONFIRMATIONS_POLYGON: '64',
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: 'S3cure-enough!',
      INCASSO_ROLE: 'worker',
      WATCH_CHAINS: 'Polygon, bsc',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://pay.example.com');
    expect(config.databaseUrl).toBe('postgres://u@db:5432/incasso');
    expect(config.priceProviders).toEqual(['kraken', 'coingecko']);
    expect(config.chains.bsc.rpcUrls).toEqual(['https://a.example', 'wss://b.example']);
    expect(config.chains.polygon.confirmations).toBe(64);
    expect(config.chains.ethereum).toEqual({ rpcUrls: undefined, confirmations: undefined });
    expect(config.admin).toEqual({ email: 'root@example.com', password: 'S3cure-enough!' });
    expect(config.role).toBe('worker');
    expect(config.watchChains).toEqual(['polygon', 'bsc']);
  });

  it('watches no chain with WATCH_CHAINS=none, and names an unknown one', () => {
    expect(loadConfig({ WATCH_CHAINS: 'none' }).watchChains).toEqual([]);
    expect(loadConfig({}).watchChains).toBeUndefined();
    expect(problemsOf({ WATCH_CHAINS: 'ethereum,solana' }).join('\n')).toMatch(/WATCH_CHAINS/);
  });

  it('names each bad variable on its own line', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
      PRICE_PROVIDERS: 'coingecko,oracle',
      SESSION_SECRET: 'short',
    });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^PORT: /);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: must be a URL starting with postgres:\/\//);
    expect(problems.join('\n')).toMatch(/PRICE_PROVIDERS\.1: /);
    expect(problems.join('\n')).toMatch(/SESSION_SECRET: must be at least 32 characters/);
  });

  it('refuses an admin email without a password', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'root@example.com' })).toEqual([
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    ]);
  });

  it('trusts no proxy unless told, then a flag, a hop count or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('scopes passkeys to PUBLIC_URL by default, or to WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://pay.example.com' }).webauthn).toEqual({
      rpId: 'pay.example.com',
      rpName: 'Incasso',
      origins: ['https://pay.example.com'],
    });
    const shared = loadConfig({
      PUBLIC_URL: 'https://pay.example.com',
      WEBAUTHN_RP_ID: 'Example.com',
      WEBAUTHN_ORIGINS: 'https://pay.example.com, https://example.com:8443',
    }).webauthn;
    expect(shared.rpId).toBe('example.com');
    expect(shared.origins).toEqual(['https://pay.example.com', 'https://example.com:8443']);
    expect(
      loadConfig({ WEBAUTHN_RP_ID: 'localhost', WEBAUTHN_ORIGINS: 'http://localhost:5173' })
        .webauthn.origins,
    ).toEqual(['http://localhost:5173']);
  });

  it.each([
    [{ WEBAUTHN_RP_ID: '192.168.1.10' }, /WEBAUTHN_RP_ID: .*domain name/],
    [{ WEBAUTHN_RP_ID: 'https://example.com' }, /WEBAUTHN_RP_ID/],
    [{ WEBAUTHN_ORIGINS: 'http://pay.example.com' }, /WEBAUTHN_ORIGINS: .*https/],
    [{ WEBAUTHN_ORIGINS: 'https://localhost/login' }, /origin alone/],
    [{ WEBAUTHN_ORIGINS: 'not a url' }, /not a URL/],
    [{ WEBAUTHN_RP_ID: 'example.com' }, /localhost:3000 is not within WEBAUTHN_RP_ID/],
    [{ WEBAUTHN_RP_ID: 'example.com', WEBAUTHN_ORIGINS: 'https://example.com.evil' }, /not within/],
  ])('refuses passkey settings browsers would refuse: %o', (env, problem) => {
    expect(problemsOf(env).join('\n')).toMatch(problem);
  });
});
