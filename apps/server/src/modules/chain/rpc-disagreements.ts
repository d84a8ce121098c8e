import type { ChainId } from '@incasso/shared/chains';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What two RPC sources (or a source and its own answers) disagreed on (decision note 056):
 * - `staleHead`: a URL trails the freshest one, so it is no longer used first;
 * - `blockHash`: a URL has another block (or none) where a payment's block is;
 * - `refutedTransfer`: a Transfer log whose transaction or receipt does not show it;
 * - `missedLog`: a second source showed a transfer the scan had not got.
 */
export const DISAGREEMENT_KINDS = [
  'staleHead',
  'blockHash',
  'refutedTransfer',
  'missedLog',
] as const;
export type DisagreementKind = (typeof DISAGREEMENT_KINDS)[number];

export type Disagreement = {
  kind: DisagreementKind;
  /** Only the host: a URL's path may hold an API key. */
  host: string;
  detail: string;
  /** The last time it was seen, and how often since this process started. */
  at: Date;
  count: number;
};

export type DisagreementLog = {
  record(kind: DisagreementKind, url: string, detail: string, context?: object): void;
  /** The most recent ones, newest last. */
  recent(): Disagreement[];
};

export const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return 'unknown';
  }
};

/**
 * The disagreements of one chain's RPC sources in this process: each logged the first time it
 * is seen (then only counted, so a node that keeps lying does not flood the log), the last
 * `max` kept for the admin watcher panel.
 */
export function createDisagreementLog(options: {
  chain: ChainId;
  log?: FastifyBaseLogger | undefined;
  max?: number;
}): DisagreementLog {
  const max = options.max ?? 20;
  const seen = new Map<string, Disagreement>();
  return {
    record(kind, url, detail, context = {}) {
      const host = hostOf(url);
      const key = `${kind}|${host}|${detail}`;
      const known = seen.get(key);
      seen.delete(key);
      seen.set(key, { kind, host, detail, at: new Date(), count: (known?.count ?? 0) + 1 });
      if (seen.size > max) seen.delete(seen.keys().next().value ?? key);
      if (!known) {
        options.log?.warn(
          { chain: options.chain, kind, host, ...context },
          `RPC sources disagree: ${detail}`,
        );
      }
    },
    recent: () => [...seen.values()].map((d) => ({ ...d })),
  };
}
