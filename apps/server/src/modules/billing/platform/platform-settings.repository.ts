import { asc, eq } from 'drizzle-orm';
import type { ChainId } from '@incasso/shared/chains';
import type { Database } from '#server/db/client.ts';
import { companySettings, platformWallets } from '#server/db/schema/billing.ts';

const ROW_ID = 'company';

type PlatformWallet = { walletId: string; chain: ChainId };
type CompanyValues = Partial<
  Pick<typeof companySettings.$inferInsert, 'companyName' | 'companyDetails'>
> & { platformUserId: string | null };

async function replaceIn(tx: Database, company: CompanyValues, wallets: PlatformWallet[]) {
  await tx
    .insert(companySettings)
    .values({ id: ROW_ID, ...company })
    .onConflictDoUpdate({ target: companySettings.id, set: { ...company, updatedAt: new Date() } });
  await tx.delete(platformWallets);
  if (wallets.length > 0) {
    await tx
      .insert(platformWallets)
      .values(wallets.map((wallet, position) => ({ ...wallet, position })));
  }
}

/** The company settings row and the platform's receiving wallets. */
export function createPlatformSettingsRepository(db: Database) {
  return {
    async company() {
      const [row] = await db.select().from(companySettings).where(eq(companySettings.id, ROW_ID));
      return row;
    },

    wallets() {
      return db.select().from(platformWallets).orderBy(asc(platformWallets.position));
    },

    /** Makes `platformUserId` the platform account with exactly these wallets, at once. */
    async replace(platformUserId: string, wallets: PlatformWallet[]) {
      await db.transaction((tx) => replaceIn(tx, { platformUserId }, wallets));
    },

    /** The whole company settings (an administrator's change), in the caller's transaction. */
    async replaceAll(tx: Database, company: CompanyValues, wallets: PlatformWallet[]) {
      await replaceIn(tx, company, wallets);
    },
  };
}

export type PlatformSettingsRepository = ReturnType<typeof createPlatformSettingsRepository>;
