import type { FastifyBaseLogger } from 'fastify';
import { BaseError, RpcRequestError } from 'viem';
import { getHttpRpcClient } from 'viem/utils';
import type { z } from 'zod';
import { backoffDelay, sleep, type BackoffOptions } from './backoff.ts';
import { isDeterministicNodeError, RpcNodeError, RpcUnavailableError } from './chain-errors.ts';
import { orderByHealth, type UrlHealth } from './url-health.ts';

export type RpcClientOptions = {
  /** Tried in this order; a URL that just failed waits out a cooldown ("first healthy wins"). */
  urls: readonly string[];
  timeoutMs?: number;
  /** Passes over all URLs before giving up, with a backoff between passes. */
  rounds?: number;
  backoff?: BackoffOptions;
  /** Cooldown of a failing URL, growing with its consecutive failures. */
  cooldown?: BackoffOptions;
  log?: FastifyBaseLogger;
};

export type RpcClient = {
  /** Sends `method`, fails over on transport errors and malformed answers, returns the parsed result. */
  request<S extends z.ZodType>(method: string, params: unknown[], schema: S): Promise<z.output<S>>;
  /** Requests sent per method (every attempt, failed ones too): what providers meter. */
  callCounts(): Record<string, number>;
  resetCallCounts(): void;
  health(): readonly UrlHealth[];
};

export function createRpcClient(options: RpcClientOptions): RpcClient {
  if (options.urls.length === 0) throw new Error('an RPC client needs at least one URL');
  const timeout = options.timeoutMs ?? 10_000;
  const rounds = options.rounds ?? 3;
  const backoff = options.backoff ?? { baseMs: 250, maxMs: 5_000 };
  const cooldown = options.cooldown ?? { baseMs: 2_000, maxMs: 60_000 };
  const nodes = options.urls.map((url) => ({ url, http: getHttpRpcClient(url, { timeout }) }));
  const health: UrlHealth[] = options.urls.map((url) => ({ url, failures: 0, retryAt: 0 }));
  let counts: Record<string, number> = {};

  function markFailed(index: number) {
    const h = health[index];
    if (!h) return;
    h.failures += 1;
    // At least half the base cooldown, so that jitter never retries a failing URL at once.
    const wait = backoffDelay(h.failures - 1, cooldown);
    h.retryAt = Date.now() + Math.max(wait, Math.min(cooldown.baseMs, cooldown.maxMs) / 2);
  }

  async function attempt<S extends z.ZodType>(
    index: number,
    method: string,
    params: unknown[],
    schema: S,
  ) {
    const node = nodes[index];
    if (!node) throw new Error(`no RPC URL at ${index}`);
    counts[method] = (counts[method] ?? 0) + 1;
    let answer: { result?: unknown; error?: { code?: unknown; message?: unknown } };
    try {
      answer = await node.http.request({ body: { method, params } });
    } catch (error) {
      if (error instanceof RpcRequestError) {
        throw new RpcNodeError(method, node.url, error.code, error.details);
      }
      throw new Error(describe(error), { cause: error });
    }
    if (typeof answer !== 'object' || answer === null)
      throw new Error('malformed answer: not an object');
    if (answer.error !== undefined) {
      const { code, message } = answer.error;
      throw new RpcNodeError(
        method,
        node.url,
        typeof code === 'number' ? code : undefined,
        String(message),
      );
    }
    const parsed = schema.safeParse(answer.result);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      throw new Error(`malformed answer${where}: ${issue?.message ?? 'invalid'}`);
    }
    return parsed.data;
  }

  return {
    async request(method, params, schema) {
      const failures: string[] = [];
      for (let round = 0; round < rounds; round += 1) {
        if (round > 0) await sleep(backoffDelay(round - 1, backoff));
        for (const index of orderByHealth(health, Date.now())) {
          try {
            const result = await attempt(index, method, params, schema);
            const h = health[index];
            if (h) Object.assign(h, { failures: 0, retryAt: 0 });
            return result;
          } catch (error) {
            if (error instanceof RpcNodeError && isDeterministicNodeError(error)) throw error;
            const url = nodes[index]?.url;
            const reason =
              error instanceof RpcNodeError
                ? `node error ${error.code ?? ''}: ${error.detail}`
                : error instanceof Error
                  ? error.message
                  : String(error);
            failures.push(`${url}: ${reason}`);
            markFailed(index);
            options.log?.warn({ url, method, reason }, 'RPC call failed, trying the next URL');
          }
        }
      }
      throw new RpcUnavailableError(method, failures);
    },
    callCounts: () => ({ ...counts }),
    resetCallCounts() {
      counts = {};
    },
    health: () => health.map((h) => ({ ...h })),
  };
}

function describe(error: unknown): string {
  if (error instanceof BaseError)
    return [error.shortMessage, error.details].filter(Boolean).join(' ');
  return error instanceof Error ? error.message : String(error);
}
