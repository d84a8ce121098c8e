import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { settings } from '#server/db/schema/settings.ts';

const SETTING_KEY = 'instance_secret';

/**
 * The secret every process of this instance derives its keys from: SESSION_SECRET when set,
 * otherwise one generated on first start and kept in `settings`. Two processes starting together
 * both try to insert; the first insert wins and both read back the same value.
 */
export async function getInstanceSecret(
  db: Database,
  config: Pick<Config, 'sessionSecret'>,
): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  await db
    .insert(settings)
    .values({ key: SETTING_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SETTING_KEY));
  if (!row) throw new Error('instance secret missing right after it was stored');
  return row.value;
}
