import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error.ts';

/**
 * U+0000 (PostgreSQL text cannot hold it) or a lone UTF-16 surrogate (not a character: it
 * cannot be stored or sent as UTF-8 either).
 */
const FORBIDDEN = new RegExp(
  `${String.fromCharCode(0)}|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]`,
);

/** Either of them at all: one cheap scan, so ordinary text never meets the lookarounds. */
const SUSPECT = new RegExp(`[${String.fromCharCode(0)}\\uD800-\\uDFFF]`);
const isForbidden = (text: string) => SUSPECT.test(text) && FORBIDDEN.test(text);

/** The path of the first string (key or value) in `value` holding a forbidden character. */
export function findForbiddenCharacters(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isForbidden(value) ? path || '_' : null;
  if (typeof value !== 'object' || value === null) return null;
  // for...in, not Object.entries: this runs on every request and should allocate nothing.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const item = (value as Record<string, unknown>)[key];
    if (isForbidden(key)) return path ? `${path}.${key}` : key;
    if (typeof item === 'string' ? isForbidden(item) : typeof item === 'object' && item !== null) {
      const found = findForbiddenCharacters(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

function check(request: FastifyRequest): AppError | undefined {
  for (const part of [request.params, request.query, request.body]) {
    const field = findForbiddenCharacters(part);
    if (field) {
      return new AppError(
        400,
        'invalidCharacters',
        'The request contains characters that cannot be stored (a NUL byte or a broken character).',
        { [field]: 'invalidCharacters' },
      );
    }
  }
  return undefined;
}

/**
 * Refuses such input for every route, present and future, before its schema runs: one place
 * instead of a refinement on each string field (issue 7: these were 500s).
 */
export function registerInputCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => done(check(request)));
}
