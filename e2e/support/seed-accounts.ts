// Run by global-setup as its own process before the e2e server starts: accounts that no public
// API can make: a suspended merchant, and merchants on a paid plan without paying for them.
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { createPlansRepository } from '../../apps/server/src/modules/plans/plans.repository.ts';
import { buildUser } from '../../apps/server/test/factories/users.ts';
import { E2E_PLUS, E2E_SUSPENDED, E2E_TEAM_OWNER } from './accounts.ts';

const database = await openDatabase(loadConfig(process.env));
try {
  await migrateDatabase(database);
  await createPlansRepository(database.db).seed();
  await buildUser(database.db, { ...E2E_SUSPENDED, status: 'suspended' });
  await buildUser(database.db, { ...E2E_PLUS, planId: 'plus' });
  await buildUser(database.db, { ...E2E_TEAM_OWNER, planId: 'plus' });
} finally {
  await database.close();
}
