import type { Passkey } from '@incasso/shared/accounts/passkeys';
import type { PasskeyRow } from '#server/db/schema/passkeys.ts';

export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.backedUp,
  };
}
