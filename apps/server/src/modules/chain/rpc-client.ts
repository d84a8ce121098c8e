import type { FastifyBaseLogger } from 'fastify';
import { BaseError, RpcRequestError } from 'viem';
import { getHttpRpcClient } from 'viem/utils';
import type { z } from 'zod';
import { backoffDelay, sleep, type BackoffOptions } from './backoff.ts';
import { isDeterministicNodeError, RpcNodeError, RpcUnavailableError } from './chain-errors.ts';
import type { DisagreementLog } from './rpc-disagreements.ts';
import { BlockHeaderSchema, type BlockHeader } from './rpc-schemas.ts';
import { isStale, orderByHealth, type UrlHealth } from './url-health.ts';

export type RpcClientOptions = {
  /**
   * Tried in this order; a URL that just failed waits out a cooldown, and one whose head trails
   * the freshest goes after the fresh ones ("first fresh and healthy wins").
   */
  urls: readonly string[];
  timeoutMs?: number;
  /** Passes over all URLs before giving up, with a backoff between passes. */
  rounds?: number;
  backoff?: BackoffOptions;
  /** Cooldown of a failing URL, growing with its consecutive failures. */
  cooldown?: BackoffOptions;
  log?: FastifyBaseLogger;
  /** Where a URL found trailing the others is recorded. */
  disagreements?: DisagreementLog;
};

/** Sends `method`, returns the parsed result. */
export type RpcRequest = <S extends z.ZodType>(
  method: string,
  params: unknown[],
  schema: S,
) => Promise<z.output<S>>;

/** One URL asked on its own, no failover: to compare what two nodes say. */
export type RpcSource = { url: string; request: RpcRequest };

export type RpcClient = {
  /** Fails over on transport errors and malformed answers. */
  request: RpcRequest;
  /** Every URL on its own, in the order `request` tries them now. */
  sources(): RpcSource[];
  /**
   * Asks every URL for its head at once, so that a stale one goes after the fresh ones, and
   * returns the freshest header (null when none answered).
   */
  probeHeads(): Promise<BlockHeader | null>;
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
  const health: UrlHealth[] = options.urls.map((url) => ({
    url,
    failures: 0,
    retryAt: 0,
    head: null,
  }));
  let counts: Record<string, number> = {};

  function markFailed(index: number) {
    const h = health[index];
    if (!h) return;
    h.failures += 1;
    // At least half the base cooldown, so that jitter never retries a failing URL at once.
    const wait = backoffDelay(h.failures - 1, cooldown);
    h.retryAt = Date.now() + Math.max(wait, Math.min(cooldown.baseMs, cooldown.maxMs) / 2);
  }

  function markHealthy(index: number) {
    const h = health[index];
    if (h) Object.assign(h, { failures: 0, retryAt: 0 });
  }

  function reasonOf(error: unknown) {
    return error instanceof RpcNodeError
      ? `node error ${error.code ?? ''}: ${error.detail}`
      : error instanceof Error
        ? error.message
        : String(error);
  }

  /** One URL's try: a transport fault or malformed answer puts it in cooldown. */
  async function tryOn<S extends z.ZodType>(
    index: number,
    method: string,
    params: unknown[],
    schema: S,
  ) {
    try {
      const result = await attempt(index, method, params, schema);
      markHealthy(index);
      return result;
    } catch (error) {
      if (!(error instanceof RpcNodeError && isDeterministicNodeError(error))) {
        markFailed(index);
        options.log?.warn(
          { url: nodes[index]?.url, method, reason: reasonOf(error) },
          'RPC call failed',
        );
      }
      throw error;
    }
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
            return await tryOn(index, method, params, schema);
          } catch (error) {
            if (error instanceof RpcNodeError && isDeterministicNodeError(error)) throw error;
            failures.push(`${nodes[index]?.url}: ${reasonOf(error)}`);
          }
        }
      }
      throw new RpcUnavailableError(method, failures);
    },
    sources: () =>
      orderByHealth(health, Date.now()).map((index) => ({
        url: nodes[index]?.url ?? '',
        request: (method, params, schema) => tryOn(index, method, params, schema),
      })),
    async probeHeads() {
      const heads = await Promise.all(
        nodes.map((_, index) =>
          tryOn(index, 'eth_getBlockByNumber', ['latest', false], BlockHeaderSchema).catch(
            () => null,
          ),
        ),
      );
      heads.forEach((head, index) => {
        const h = health[index];
        if (h && head) h.head = head.number;
      });
      const freshest = heads.reduce<BlockHeader | null>(
        (best, head) => (head && (!best || head.number > best.number) ? head : best),
        null,
      );
      for (const h of health) {
        if (freshest && isStale(h, freshest.number)) {
          options.disagreements?.record(
            'staleHead',
            h.url,
            'its head trails the freshest URL: used only after the fresh ones',
            { head: h.head, freshest: freshest.number },
          );
        }
      }
      return freshest;
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
