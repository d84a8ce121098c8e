import type { FastifyRequest } from 'fastify';

// The request log keeps no secret (issue 18): emailed links carry one-time tokens in their
// query, a customer display's link its token in the path, and a client may misplace a session
// cookie or an API key in a URL. Headers that carry them are never logged; URLs are redacted.

export const REDACTED = '[redacted]';

/** Query parameters whose names say they carry a secret. */
const SECRET_NAME = /token|key|secret|session|password|passwd|auth|signature|otp|code/i;
/**
 * Values shaped like the secrets Incasso issues: API keys, session and one-time tokens (32
 * random bytes), customer-display tokens (24). UUIDs (public ids) and hashes are not.
 */
const SECRET_VALUE = /^(inc_[A-Za-z0-9_-]{43}|[A-Za-z0-9_-]{43}|[A-Za-z0-9_-]{32})$/;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

const looksSecret = (text: string) => SECRET_VALUE.test(decoded(text));

function redactQueryPart(part: string): string {
  const equals = part.indexOf('=');
  if (equals === -1) return looksSecret(part) ? REDACTED : part;
  const name = part.slice(0, equals);
  const value = part.slice(equals + 1);
  if (value === '' || !(SECRET_NAME.test(decoded(name)) || looksSecret(value))) return part;
  return `${name}=${REDACTED}`;
}

/** The URL as the log may show it: secret-looking path segments and query values replaced. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  const pathPart = question === -1 ? url : url.slice(0, question);
  const path = pathPart
    .split('/')
    .map((segment) => (looksSecret(segment) ? REDACTED : segment))
    .join('/');
  if (question === -1) return path;
  return `${path}?${url
    .slice(question + 1)
    .split('&')
    .map(redactQueryPart)
    .join('&')}`;
}

/** Fastify's request serializer, with the URL redacted (no headers, as Fastify's own). */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Header paths pino blanks should anything log a request's or a reply's headers. */
export const REDACTED_HEADERS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["x-api-key"]',
];
