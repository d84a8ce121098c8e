import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { AddressPolicy } from './outbound-address.ts';

export interface OutboundResponse {
  status: number;
  /** The start of the body, as text. */
  excerpt: string;
}

export class OutboundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundRefused';
  }
}

const EXCERPT_BYTES = 1_000;
const MAX_REDIRECTS = 3;

/** Resolves as Node does, then refuses the connection if any address it would use is refused. */
function guardedLookup(mayConnect: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((a) => !mayConnect(a.address));
      if (refused) {
        return callback(
          new OutboundRefused(`${hostname} resolves to a private address (${refused.address})`),
          '',
          0,
        );
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

function postOnce(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; mayConnect: AddressPolicy; signal?: AbortSignal },
): Promise<OutboundResponse & { location?: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
        lookup: guardedLookup(options.mayConnect),
        timeout: options.timeoutMs,
        signal: options.signal,
        // A literal IP in the URL skips lookup: it is checked before the request (see post).
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          // The rest of a large answer is not needed: stop reading it.
          if (size >= EXCERPT_BYTES) response.destroy();
        });
        const finish = () =>
          resolve({
            status: response.statusCode ?? 0,
            excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8'),
            location: response.headers.location,
          });
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      },
    );
    const deadline = setTimeout(
      () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () =>
      request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Whether the URL may be called at all (scheme, and a literal IP the policy allows). */
export function checkOutboundUrl(raw: string, mayConnect: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefused('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundRefused('only http and https URLs are called');
  }
  if (url.username || url.password) throw new OutboundRefused('URLs with credentials are refused');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const localName = host === 'localhost' || host.endsWith('.localhost');
  if (localName && !mayConnect('127.0.0.1')) {
    throw new OutboundRefused('loopback targets are refused');
  }
  if (isIP(host) !== 0 && !mayConnect(host)) {
    throw new OutboundRefused(`${host} is a private address`);
  }
  return url;
}

/**
 * POSTs a webhook: addresses the policy refuses are refused after DNS resolution, 307 and 308
 * redirects followed with the same checks, each hop bounded by `timeoutMs`.
 */
export async function postOutbound(
  raw: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; mayConnect: AddressPolicy },
): Promise<OutboundResponse> {
  let url = checkOutboundUrl(raw, options.mayConnect);
  for (let hop = 0; ; hop += 1) {
    const response = await postOnce(url, body, headers, options);
    const redirected = response.status === 307 || response.status === 308;
    if (!redirected || !response.location || hop >= MAX_REDIRECTS) {
      return { status: response.status, excerpt: response.excerpt };
    }
    url = checkOutboundUrl(new URL(response.location, url).toString(), options.mayConnect);
  }
}
