import {
  API_KEYS_MAX,
  type ApiKey,
  type ApiKeyScope,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@incasso/shared/developer';
import type { Database } from '#server/db/client.ts';
import type { AccountStanding } from '#server/modules/accounts/accounts.module.ts';
import type { ApiKeyRow } from '#server/db/schema/developer.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { hashApiKey, looksLikeApiKey, newApiKey } from './api-key-format.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';

/** What a key needs of its merchant's account when it is used (accounts module). */
export interface KeyHolders {
  standing(userId: string): Promise<AccountStanding | undefined>;
}

/** The merchant a request's key acts for, and what the key may do. */
export interface ApiCaller {
  id: string;
  userId: string;
  scopes: readonly ApiKeyScope[];
}

const LAST_USED_GRANULARITY_MS = 60_000;

const present = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const invalidKey = () => new AppError(401, 'invalidApiKey', 'The API key is invalid or revoked.');

export function createApiKeysService(deps: {
  repo: ApiKeysRepository;
  holders: KeyHolders;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    list: async (userId: string): Promise<ApiKey[]> => (await repo.listActive(userId)).map(present),

    async create(userId: string, input: CreateApiKeyInput): Promise<CreatedApiKey> {
      if ((await repo.countActive(userId)) >= API_KEYS_MAX) {
        throw new AppError(409, 'tooManyApiKeys', `At most ${API_KEYS_MAX} API keys per account.`);
      }
      const { key, prefix, hash } = newApiKey();
      const row = await repo.insert({
        userId,
        name: input.name,
        scopes: input.scopes,
        prefix,
        hash,
      });
      return { ...present(row), key };
    },

    /** Revokes the key and answers its name. */
    async revoke(userId: string, id: string): Promise<string> {
      const name = await repo.revoke(userId, id, now());
      if (name === undefined) throw notFound('API key not found.');
      return name;
    },

    /**
     * The caller a key stands for: 401 when missing, unknown or revoked; 403 when its merchant
     * is suspended or no longer on Premium, or the key lacks the scope.
     */
    /** A suspension revokes every key at once, in the admin's transaction (admin module). */
    revokeAll: (tx: Database, userId: string): Promise<number> =>
      repo.revokeAllOf(tx, userId, now()),

    async authenticate(header: string | undefined, scope: ApiKeyScope): Promise<ApiCaller> {
      if (!header) {
        throw new AppError(401, 'apiKeyRequired', 'Send your API key in the X-API-Key header.');
      }
      if (!looksLikeApiKey(header)) throw invalidKey();
      const row = await repo.findByHash(hashApiKey(header));
      if (!row || row.revokedAt) throw invalidKey();
      const standing = await deps.holders.standing(row.userId);
      if (!standing?.active) {
        throw new AppError(403, 'accountSuspended', 'This account has been suspended.');
      }
      if (!standing.features.includes('developer')) {
        throw new AppError(403, 'planRequired', "The API is not included in this account's plan.");
      }
      if (!row.scopes.includes(scope)) {
        throw new AppError(403, 'insufficientScope', `This API key lacks the ${scope} scope.`);
      }
      await repo.touch(row.id, now(), LAST_USED_GRANULARITY_MS);
      return { id: row.id, userId: row.userId, scopes: row.scopes };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
