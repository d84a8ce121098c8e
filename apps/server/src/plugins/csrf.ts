import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error.ts';
import { SESSION_COOKIE } from './auth.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

// The session cookie is SameSite=Lax, which already keeps it off cross-site POSTs in current
// browsers; this is the second lock (DESIGN section 9) for older browsers and for same-site
// attackers (a sibling subdomain). A state-changing API call must come from our own pages:
// Sec-Fetch-Site says so, or Origin names our origin. The public API (/api/v1) authenticates
// with X-API-Key, which a browser never attaches by itself, so it is exempt.

function isApiStateChange(request: FastifyRequest): boolean {
  // The method first: reads, most requests, are decided without touching the URL.
  if (!STATE_CHANGING.has(request.method)) return false;
  const path = request.url.split('?')[0] ?? '';
  return path.startsWith('/api/') && !path.startsWith('/api/v1/');
}

function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  try {
    // The Host header of a browser's request is the site it is talking to: an attacker's page
    // cannot set it.
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/** Why a request is refused, or null when it may go ahead. */
export function csrfProblem(request: FastifyRequest, publicOrigin: string): string | null {
  if (!isApiStateChange(request)) return null;
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const fromUs =
    (typeof site === 'string' && TRUSTED_FETCH_SITES.has(site)) ||
    (origin !== undefined && isOwnOrigin(origin, request, publicOrigin));
  // Browsers send Origin on every cross-origin POST, so a request with neither header is not a
  // browser's: it may proceed unless it carries our session cookie.
  const fromBrowser = site !== undefined || origin !== undefined;
  const hasSession = request.cookies[SESSION_COOKIE] !== undefined;
  if (!fromUs && (fromBrowser || hasSession)) return 'cross-site request';
  // Forms can post text/plain or urlencoded bodies cross-site without a preflight; JSON cannot.
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (hasBody(request) && type !== 'application/json') return 'body is not JSON';
  return null;
}

/** The refusal of a request that fails the check, or undefined (see csrfProblem). */
export function csrfGuard(options: { publicUrl: string }) {
  const publicOrigin = new URL(options.publicUrl).origin;
  return (request: FastifyRequest): AppError | undefined => {
    const problem = csrfProblem(request, publicOrigin);
    if (!problem) return undefined;
    request.log.warn({ problem, origin: request.headers.origin }, 'csrf check refused request');
    return new AppError(403, 'csrfRejected', 'The request was refused by the CSRF protection.');
  };
}
