import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CHAIN_IDS, type ChainId } from '@incasso/shared/chains';
import { relyingPartyConfig, type RelyingPartyConfig } from './relying-party-config.ts';

const PRICE_PROVIDERS = ['coingecko', 'binance', 'kraken', 'fixed'] as const;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlString = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );

const optionalUrl = (protocols: string[]) =>
  z.preprocess((value) => (value === '' ? undefined : value), urlString(protocols).optional());

const integer = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : Number(value)),
    z
      .number({ error: `must be a whole number from ${min} to ${max}` })
      .int(`must be a whole number from ${min} to ${max}`)
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  );

const urlList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean)
      : undefined,
  z.array(urlString(['http:', 'https:', 'ws:', 'wss:'])).optional(),
);

const chainEnv = Object.fromEntries(
  CHAIN_IDS.flatMap((chain) => {
    const key = chain.toUpperCase();
    return [
      [`RPC_URL_${key}`, urlList],
      [
        `CONFIRMATIONS_${key}`,
        z.preprocess((v) => (v === '' ? undefined : v), integer(1, 1000, 0).optional()),
      ],
    ];
  }),
) as Record<string, z.ZodType>;

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PORT: integer(0, 65535, 3000),
    PUBLIC_URL: optionalUrl(['http:', 'https:']),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
    REDIS_URL: optionalUrl(['redis:', 'rediss:']),
    SESSION_SECRET: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
    MAIL_FROM: z.string().trim().min(3).default('Incasso <no-reply@incasso.local>'),
    PAYMENT_TTL_MINUTES: integer(1, 1440, 30),
    PRICE_PROVIDERS: z
      .string()
      .default('coingecko,binance,kraken')
      .transform((value) => value.split(',').map((name) => name.trim().toLowerCase()))
      .pipe(
        z
          .array(
            z.enum(PRICE_PROVIDERS, { error: `each must be one of ${PRICE_PROVIDERS.join(', ')}` }),
          )
          .min(1, 'must name at least one provider'),
      ),
    LLM_BASE_URL: optionalUrl(['http:', 'https:']),
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    LLM_TIMEOUT_SECONDS: integer(1, 600, 60),
    LLM_DAILY_TOKENS: integer(1_000, 100_000_000, 200_000),
    ADMIN_EMAIL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.email('must be an email address').optional(),
    ),
    ADMIN_PASSWORD: optionalString,
    INCASSO_ROLE: z.enum(['web', 'worker', 'all']).default('all'),
    // On SIGTERM, how long /api/ready answers 503 while requests are still served, so a load
    // balancer moves traffic away before the listener closes.
    DRAIN_SECONDS: integer(0, 300, 0),
    // Which chains a worker process watches: a comma list, or `none` (jobs only); by default
    // every chain with RPC URLs.
    WATCH_CHAINS: z
      .string()
      .trim()
      .optional()
      .transform((value) =>
        value === undefined || value === ''
          ? undefined
          : value === 'none'
            ? []
            : value.split(',').map((chain) => chain.trim().toLowerCase()),
      )
      .pipe(
        z
          .array(
            z.enum(CHAIN_IDS, { error: `each must be one of ${CHAIN_IDS.join(', ')}, or none` }),
          )
          .optional(),
      ),
    // Behind a reverse proxy the client address comes from X-Forwarded-For; trusting it
    // without a proxy would let any client pick its IP and dodge per-IP limits.
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .transform((value): boolean | number | string[] => {
        if (value === 'true') return true;
        if (value === 'false' || value === '') return false;
        if (/^\d+$/.test(value)) return Number(value);
        return value.split(',').map((entry) => entry.trim());
      }),
    // Socket.IO budgets per client address (decision note 035); the socket bench raises them.
    SOCKETS_PER_IP: integer(1, 1_000_000, 50),
    SOCKET_EVENTS_PER_SECOND: integer(1, 100_000, 5),
    SOCKET_IP_EVENTS_PER_SECOND: integer(1, 1_000_000, 50),
    // GET /metrics answers with `Authorization: Bearer <METRICS_TOKEN>`, or to anyone when
    // METRICS_PUBLIC=true; otherwise it is a 404.
    METRICS_TOKEN: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    METRICS_PUBLIC: z.enum(['true', 'false']).default('false'),
    // Webhooks may target loopback and private networks only when the deployment says so
    // (tests, a receiver on the same LAN); otherwise they are refused as SSRF targets.
    WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: z.string().trim().min(1).default(path.join(repoRoot, 'apps/web/dist')),
    // Passkeys: the domain they belong to and the origins that may use them (comma list);
    // by default PUBLIC_URL's host and origin (relying-party-config.ts checks them).
    WEBAUTHN_RP_ID: optionalString,
    WEBAUTHN_ORIGINS: optionalString,
    ...chainEnv,
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  });

type Env = z.infer<typeof EnvSchema>;
export type ChainName = ChainId;
export type PriceProviderName = (typeof PRICE_PROVIDERS)[number];

/** An OpenAI-compatible endpoint; unset, every AI feature says it needs one. */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** One answer's time, retries included. */
  timeoutMs: number;
  /** Tokens (prompt and answer) each merchant may use per UTC day. */
  dailyTokens: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  paymentTtlMinutes: number;
  priceProviders: PriceProviderName[];
  llm: LlmConfig | undefined;
  admin: { email: string; password: string } | undefined;
  role: Env['INCASSO_ROLE'];
  /** Seconds between readiness turning false and the listener closing, on SIGTERM. */
  drainSeconds: number;
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's trustProxy: false, true, a hop count, or addresses/CIDRs of the proxies. */
  trustProxy: boolean | number | string[];
  webDistDir: string;
  chains: Record<ChainName, { rpcUrls: string[] | undefined; confirmations: number | undefined }>;
  /** The chains a worker watches; undefined: every chain with RPC URLs. */
  watchChains: ChainName[] | undefined;
  socketLimits: SocketLimits;
  metrics: { token: string | undefined; isPublic: boolean };
  /** Webhook URLs may resolve to loopback, private and link-local addresses. */
  webhookAllowPrivate: boolean;
  /** Passkeys' relying party: its domain and the origins ceremonies may come from. */
  webauthn: RelyingPartyConfig;
}

/** What one client address and one socket may hold and send (issue 18). */
export interface SocketLimits {
  /** Open connections one address may hold. */
  maxSocketsPerIp: number;
  /** Events one socket may send: a burst, then a steady rate. */
  socketEventBurst: number;
  socketEventsPerSecond: number;
  /** Events all sockets of one address may send together. */
  ipEventBurst: number;
  ipEventsPerSecond: number;
  /** Payments one socket may watch at once. */
  maxWatchesPerSocket: number;
}

/** Thrown with one line per bad variable, so start-up can say exactly what to fix. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const webauthn = relyingPartyConfig(
    { rpId: e.WEBAUTHN_RP_ID, origins: e.WEBAUTHN_ORIGINS },
    publicUrl,
  );
  if (webauthn.problems.length > 0) throw new ConfigError(webauthn.problems);
  const chainValue = (chain: ChainName, prefix: string) =>
    (e as Record<string, unknown>)[`${prefix}_${chain.toUpperCase()}`];
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    paymentTtlMinutes: e.PAYMENT_TTL_MINUTES,
    priceProviders: e.PRICE_PROVIDERS,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL,
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_SECONDS * 1000,
            dailyTokens: e.LLM_DAILY_TOKENS,
          }
        : undefined,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    role: e.INCASSO_ROLE,
    drainSeconds: e.DRAIN_SECONDS,
    watchChains: e.WATCH_CHAINS,
    metrics: { token: e.METRICS_TOKEN, isPublic: e.METRICS_PUBLIC === 'true' },
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    webauthn: webauthn.config,
    socketLimits: {
      maxSocketsPerIp: e.SOCKETS_PER_IP,
      socketEventsPerSecond: e.SOCKET_EVENTS_PER_SECOND,
      // A page that (re)connects watches a few payments at once: a burst above the rate.
      socketEventBurst: e.SOCKET_EVENTS_PER_SECOND * 6,
      ipEventsPerSecond: e.SOCKET_IP_EVENTS_PER_SECOND,
      ipEventBurst: e.SOCKET_IP_EVENTS_PER_SECOND * 4,
      maxWatchesPerSocket: 20,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    chains: Object.fromEntries(
      CHAIN_IDS.map((chain) => [
        chain,
        {
          rpcUrls: chainValue(chain, 'RPC_URL') as string[] | undefined,
          confirmations: chainValue(chain, 'CONFIRMATIONS') as number | undefined,
        },
      ]),
    ) as Config['chains'],
  };
}
