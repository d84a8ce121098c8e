import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { normalizeEmail } from '@incasso/shared/accounts/auth';
import { AppError } from '#server/lib/app-error.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type KeySource = 'ip' | 'email' | 'user' | 'apiKey' | 'recipient' | 'link';

interface RateLimitRule {
  max: number;
  windowMs: number;
  /**
   * What is counted: the client IP, the email in the JSON body, the signed-in user or API key,
   * the address the signed-in user's request emails (`request.mailRecipient`), or the payment
   * link the route's `:slug` names.
   */
  by: KeySource;
}

// Per IP limits are generous (an office or a carrier NAT shares one address); per account
// limits are tight. The login risk engine blocks guessing much earlier; these bound the cost
// (an Argon2 hash per attempt) and the noise of scripted clients.
export const RATE_LIMITS = {
  loginPerIp: { max: 100, windowMs: 15 * MINUTE, by: 'ip' },
  loginPerEmail: { max: 20, windowMs: 15 * MINUTE, by: 'email' },
  /**
   * A passkey sign-in is two requests (a challenge, then its answer) and the login page asks
   * for a challenge on load for the browser's autofill: twice the password login's budget.
   */
  passkeySignInPerIp: { max: 200, windowMs: 15 * MINUTE, by: 'ip' },
  registerPerIp: { max: 20, windowMs: HOUR, by: 'ip' },
  /** Each registration emails the address's owner: bounds what one address can receive. */
  registerPerEmail: { max: 5, windowMs: HOUR, by: 'email' },
  forgotPasswordPerIp: { max: 20, windowMs: HOUR, by: 'ip' },
  forgotPasswordPerEmail: { max: 5, windowMs: HOUR, by: 'email' },
  twoFactorPerIp: { max: 30, windowMs: 15 * MINUTE, by: 'ip' },
  twoFactorPerUser: { max: 10, windowMs: 15 * MINUTE, by: 'user' },
  /** Links from emails (confirmation, reset): 256-bit tokens, so this only bounds the noise. */
  emailTokenPerIp: { max: 30, windowMs: 15 * MINUTE, by: 'ip' },
  verificationEmailPerUser: { max: 5, windowMs: HOUR, by: 'user' },
  /** Each invitation is an email to an address the inviter chose: bounds the noise. */
  invitationsPerUser: { max: 20, windowMs: HOUR, by: 'user' },
  /** The current password is checked: a stolen session must not become a password guesser. */
  passwordChangePerUser: { max: 10, windowMs: 15 * MINUTE, by: 'user' },
  /** Adding, renaming and removing passkeys; removing the last one may check the password. */
  passkeysPerUser: { max: 20, windowMs: 15 * MINUTE, by: 'user' },
  /** The public API: a shop's checkout bursts stay well inside, a runaway loop does not. */
  publicApiPerKey: { max: 300, windowMs: MINUTE, by: 'apiKey' },
  /** Bad keys cost a hash and a lookup each: bounds guessing from one address. */
  publicApiPerIp: { max: 1_200, windowMs: MINUTE, by: 'ip' },
  /** The server-rendered pay page: a payer reloads it a few times, a scraper many. */
  payPagePerIp: { max: 300, windowMs: MINUTE, by: 'ip' },
  /** The pay page's coin choice prices a request: a payer changes it a few times at most. */
  payPageChoicePerIp: { max: 30, windowMs: MINUTE, by: 'ip' },
  /** Each visit that pays a payment link makes a request: a payer makes one, a script many. */
  paymentLinkVisitsPerIp: { max: 30, windowMs: MINUTE, by: 'ip' },
  /**
   * And many addresses together: a link shared with a crowd sees a few checkouts a second at
   * its busiest, a botnet would fill the merchant's requests with ones nobody pays.
   */
  paymentLinkVisitsPerLink: { max: 120, windowMs: MINUTE, by: 'link' },
  /** A customer display polls its till every few seconds; a token guesser is held back. */
  posDisplayPerIp: { max: 120, windowMs: MINUTE, by: 'ip' },
  /** The till sends its cart a moment after each tap, so the customer's screen follows it. */
  posCartPerUser: { max: 240, windowMs: MINUTE, by: 'user' },
  /** Each receipt emails someone: a till sends one per sale. */
  receiptEmailPerUser: { max: 30, windowMs: 15 * MINUTE, by: 'user' },
  /** Each question is a model call with tools: a person asks a few a minute, a script more. */
  assistantMessagesPerUser: { max: 20, windowMs: MINUTE, by: 'user' },
  /**
   * Sending or reminding an invoice emails the merchant's text to an address they choose
   * (issue 18: 60 sends in 0.8 s): a month's invoicing fits, a mail relay does not.
   */
  invoiceEmailsPerUser: { max: 60, windowMs: HOUR, by: 'user' },
  /** A customer gets a handful of invoices and reminders from one merchant in a day. */
  invoiceEmailsPerRecipient: { max: 10, windowMs: DAY, by: 'recipient' },
  /** Test events and manual retries call out to the merchant's server. */
  webhookCallsPerUser: { max: 30, windowMs: MINUTE, by: 'user' },
  /** Each asks the model: the daily tokens bound the cost, this bounds a runaway loop. */
  aiPromptsPerUser: { max: 20, windowMs: MINUTE, by: 'user' },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiters: ReadonlyMap<RateLimitName, Limiter>;
  }
  interface FastifyRequest {
    /** Set by a route that emails someone, before its 'recipient' limits are counted. */
    mailRecipient: string | null;
  }
}

function keyOf(by: KeySource, request: FastifyRequest): string | undefined {
  if (by === 'ip') return request.ip;
  if (by === 'user') return request.user?.id;
  if (by === 'apiKey') return request.apiKey?.id;
  if (by === 'recipient') {
    // Per sender: one merchant's sends never use up another's budget for the same customer.
    const sender = request.user?.id;
    return sender && request.mailRecipient
      ? `${sender}:${normalizeEmail(request.mailRecipient)}`
      : undefined;
  }
  if (by === 'link') {
    const slug = (request.params as { slug?: unknown } | undefined)?.slug;
    return typeof slug === 'string' ? slug : undefined;
  }
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : undefined;
}

/**
 * @fastify/rate-limit with no global limit, its counters in Redis when `redisUrl` is set (so
 * every process shares them) or in memory. `namespace` separates deployments (and test apps)
 * that share one Redis.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { redisUrl: string | undefined; namespace?: string },
) {
  const redis = options.redisUrl
    ? // Fail fast while Redis is away rather than queueing requests behind it.
      new Redis(options.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit redis error'));
    await redis.connect().catch((error: unknown) => {
      redis.disconnect();
      throw new Error(`Redis (REDIS_URL) is unreachable for the rate limits: ${String(error)}`);
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: options.namespace ?? 'incasso:rate-limit:',
    // Should Redis fail, logins keep working: the risk engine still stops guessing.
    skipOnError: true,
  });
  const limiters = new Map<RateLimitName, Limiter>();
  for (const [name, rule] of Object.entries(RATE_LIMITS) as [RateLimitName, RateLimitRule][]) {
    limiters.set(
      name,
      app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${name}:${keyOf(rule.by, request) ?? ''}`,
      }),
    );
  }
  app.decorate('rateLimiters', limiters);
  app.decorateRequest('mailRecipient', null);
}

/**
 * preHandler counting the request against each named limit; 429 rateLimited with Retry-After
 * once one is exceeded. Use after body validation (per-email limits read the body) and after
 * requireUser for per-user limits, e.g. `preHandler: [requireUser, rateLimit('twoFactorPerUser')]`.
 */
export function rateLimit(...names: RateLimitName[]) {
  return async function rateLimitHandler(request: FastifyRequest, reply: FastifyReply) {
    for (const name of names) {
      if (keyOf(RATE_LIMITS[name].by, request) === undefined) continue;
      const limiter = request.server.rateLimiters.get(name);
      if (!limiter) throw new Error(`rate limiter ${name} is not registered`);
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
        throw new AppError(429, 'rateLimited', 'Too many requests. Please try again later.');
      }
    }
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The announced limits counted so far, as RateLimit-Policy and RateLimit list items. */
    rateLimitItems?: { policy: string; state: string }[];
  }
}

/**
 * As `rateLimit`, and announces each named limit on the answer, 429 included, with the IETF
 * httpapi draft's headers (draft-ietf-httpapi-ratelimit-headers): `RateLimit-Policy` names the
 * quota `q` per window `w` seconds, `RateLimit` what remains `r` and the seconds `t` until the
 * window resets, one list item per limit. The public API uses it on every route.
 */
export function announcedRateLimit(name: RateLimitName) {
  const rule: RateLimitRule = RATE_LIMITS[name];
  const windowSeconds = Math.ceil(rule.windowMs / 1000);
  return async function announcedRateLimitHandler(request: FastifyRequest, reply: FastifyReply) {
    if (keyOf(rule.by, request) === undefined) return;
    const limiter = request.server.rateLimiters.get(name);
    if (!limiter) throw new Error(`rate limiter ${name} is not registered`);
    const result = await limiter(request);
    const remaining = 'remaining' in result ? Math.max(0, result.remaining) : rule.max;
    const reset = 'ttlInSeconds' in result ? Math.max(0, result.ttlInSeconds) : windowSeconds;
    const items = (request.rateLimitItems ??= []);
    items.push({
      policy: `"${name}";q=${rule.max};w=${windowSeconds}`,
      state: `"${name}";r=${remaining};t=${reset}`,
    });
    reply.header('ratelimit-policy', items.map((item) => item.policy).join(', '));
    reply.header('ratelimit', items.map((item) => item.state).join(', '));
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(Math.max(1, reset)));
      throw new AppError(429, 'rateLimited', 'Too many requests. Please try again later.');
    }
  };
}
