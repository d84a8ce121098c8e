import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '#server/config.ts';

/** Trust the nearest `hops` proxies, as Fastify's numeric trustProxy does. */
export const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * The client's address as the HTTP side sees it (`request.ip`): X-Forwarded-For counts only
 * through the proxies TRUST_PROXY names, so a client cannot pick its own address.
 */
export function clientAddress(request: IncomingMessage, trust: Config['trustProxy']): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  if (trust === false) return peer;
  if (trust === true) return proxyAddr(request, () => true);
  if (typeof trust === 'number') return proxyAddr(request, hopsTrusted(trust));
  return proxyAddr(request, proxyAddr.compile(trust));
}
