import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { createUsersRepository } from '#server/modules/accounts/users/users.repository.ts';
import { createPlatformSettingsRepository } from '#server/modules/billing/platform/platform-settings.repository.ts';
import { createPlatformSettings } from '#server/modules/billing/platform/platform-settings.service.ts';
import { createWalletsRepository } from '#server/modules/wallets/wallets.repository.ts';

// `npm run platform-wallets -- --email <account> [--wallet <wallet id>]...`: makes that account
// the platform, whose wallets receive the plan and fee payments of every merchant (decision
// note 042). Without --wallet, its first wallet on each chain. Create the account and its
// wallets in the app first. On PGlite, stop the server before running it (one process may
// open the data directory); on PostgreSQL it applies to the running app at once.

const usage =
  'Usage: npm run platform-wallets -- --email <platform account email> [--wallet <wallet id>]...';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, wallet: { type: 'string', multiple: true } },
  });
  if (!values.email) throw new Error(usage);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const account = await createUsersRepository(database.db).findByEmail(
      values.email.trim().toLowerCase(),
    );
    if (!account) throw new Error(`No account has the email ${values.email}.`);
    const wallets = createWalletsRepository(database.db);
    const owned = await wallets.list(account.id);
    const chosen =
      values.wallet ??
      owned
        .filter((wallet, index) => owned.findIndex((w) => w.chain === wallet.chain) === index)
        .map((wallet) => wallet.id);
    if (chosen.length === 0) throw new Error(`${account.email} has no wallets yet.`);
    const platform = createPlatformSettings({
      repo: createPlatformSettingsRepository(database.db),
      wallets: { findOwned: wallets.findOwned },
    });
    await platform.setPlatformWallets(account.id, chosen);
    const byId = new Map(owned.map((wallet) => [wallet.id, wallet]));
    console.info(`${account.email} now receives the platform's payments on:`);
    for (const id of chosen) {
      const wallet = byId.get(id);
      console.info(`  ${wallet?.chain ?? '?'}  ${wallet?.address ?? id}  (${wallet?.name ?? ''})`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
