import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Strict headers for the SPA and the API. Scripts only from our origin (the built SPA has no
 * inline script), no plugins, no <base> tricks, no framing. Styles allow inline attributes
 * because UI primitives position popovers with style attributes; that cannot run code.
 */
function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/** Helmet's headers for these options: they are the same for every response. */
export function securityHeaders(https: boolean): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) =>
      void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  helmet(helmetOptions(https))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  );
  return Object.fromEntries(headers);
}

/**
 * JSON answers are never documents: a CSP that allows nothing (OWASP's REST advice), nosniff,
 * and the resource policy. The document headers (framing, COOP, DNS prefetch...)
 * would only lengthen every API answer: helmet's full set is 600 bytes of a 70-byte price.
 */
export function apiSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    // Another site's page cannot read an answer by embedding it (no-cors requests).
    'cross-origin-resource-policy': 'same-origin',
    ...(https && { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }),
  };
}

/**
 * Sets the headers on a response: helmet's full set on pages and assets, the API set on
 * `/api`. They are worked out once at start: running helmet's middleware per request (as
 * @fastify/helmet does) cost a tenth of a cached read's time.
 */
export function securityHeaderSetter(options: { https: boolean }) {
  const page = securityHeaders(options.https);
  const api = apiSecurityHeaders(options.https);
  return (request: FastifyRequest, reply: FastifyReply): void => {
    reply.headers(request.url.startsWith('/api/') ? api : page);
  };
}
