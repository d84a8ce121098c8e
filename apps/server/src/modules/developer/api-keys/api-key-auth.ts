import type { ApiKeyScope } from '@incasso/shared/developer';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error.ts';
import { announcedRateLimit } from '#server/plugins/rate-limit.ts';
import type { ApiCaller, ApiKeysService } from './api-keys.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireApiKey on the public API. */
    apiKey: ApiCaller | null;
  }
}

// Both announced on every answer (RateLimit-Policy, RateLimit), so a client can pace itself.
const perIp = announcedRateLimit('publicApiPerIp');
const perKey = announcedRateLimit('publicApiPerKey');

/**
 * onRequest hooks of the public API: the address's budget, the key (header `X-API-Key` only:
 * a key in a URL ends up in logs and browser history), then the key's own budget.
 */
export function apiKeyGuard(keys: ApiKeysService) {
  return function requireApiKey(scope: ApiKeyScope) {
    return async function requireApiKeyHandler(request: FastifyRequest, reply: FastifyReply) {
      await perIp(request, reply);
      const header = request.headers['x-api-key'];
      if (Array.isArray(header)) {
        throw new AppError(400, 'invalidApiKey', 'Send one X-API-Key header.');
      }
      request.apiKey = await keys.authenticate(header, scope);
      await perKey(request, reply);
    };
  };
}

/** The caller of a route guarded by requireApiKey. */
export function apiCaller(request: FastifyRequest): ApiCaller {
  if (!request.apiKey) throw new AppError(401, 'apiKeyRequired', 'API key required.');
  return request.apiKey;
}
