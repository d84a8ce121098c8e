import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openPglite } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import {
  architecturePagePath,
  architectureSections,
  readSourceFacts,
  renderArchitecturePage,
} from './architecture-page.ts';

// `npm run architecture`: builds the app as the tests do (an in-memory database, no chain
// watched, no outside service), reads its modules' declared listeners and jobs and the source
// tree, and rewrites the generated sections of docs/architecture.md.

const scratch = path.join(os.tmpdir(), 'incasso-architecture');
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PRICE_PROVIDERS: 'fixed',
  DATA_DIR: scratch,
  WEB_DIST_DIR: path.join(scratch, 'no-web-build'),
});
const database = await openPglite(undefined);
await migrateDatabase(database);
const { app, modules } = await buildApp(config, { database });
try {
  const sections = architectureSections({ modules: Object.values(modules), ...readSourceFacts() });
  const before = await fs.readFile(architecturePagePath, 'utf8');
  const after = await renderArchitecturePage(before, sections);
  await fs.writeFile(architecturePagePath, after);
  console.info(
    before === after
      ? 'docs/architecture.md was up to date.'
      : 'docs/architecture.md rewritten from the code.',
  );
} finally {
  await app.close();
  await database.close();
}
