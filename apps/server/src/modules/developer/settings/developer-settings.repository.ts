import { eq } from 'drizzle-orm';
import { redirectAllowed, type DeveloperSettings } from '@incasso/shared/developer';
import type { Database } from '#server/db/client.ts';
import { developerSettings } from '#server/db/schema/developer.ts';
import { AppError } from '#server/lib/app-error.ts';

/** The merchant's API settings: the hosts an API payment may send its payer back to. */
export function createDeveloperSettings(db: Database) {
  async function get(userId: string): Promise<DeveloperSettings> {
    const [row] = await db
      .select({ redirectHosts: developerSettings.redirectHosts })
      .from(developerSettings)
      .where(eq(developerSettings.userId, userId));
    return { redirectHosts: row?.redirectHosts ?? [] };
  }

  return {
    get,

    async put(userId: string, settings: DeveloperSettings): Promise<DeveloperSettings> {
      const redirectHosts = [...new Set(settings.redirectHosts)];
      await db
        .insert(developerSettings)
        .values({ userId, redirectHosts })
        .onConflictDoUpdate({
          target: developerSettings.userId,
          set: { redirectHosts, updatedAt: new Date() },
        });
      return { redirectHosts };
    },

    /** 400 with the field when the merchant restricted redirects and the URL is elsewhere. */
    async checkRedirect(userId: string, url: string | undefined): Promise<void> {
      if (url === undefined) return;
      if (!redirectAllowed(url, (await get(userId)).redirectHosts)) {
        throw new AppError(
          400,
          'redirectUrlNotAllowed',
          'redirectUrl is not on one of the hosts allowed in the developer settings.',
          { redirectUrl: 'redirectUrlNotAllowed' },
        );
      }
    },
  };
}

export type DeveloperSettingsService = ReturnType<typeof createDeveloperSettings>;
