import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const migrationsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../drizzle',
);

/** The migrations folder as it was before `tag`: its SQL files and a journal cut there. */
export async function migrationsBefore(tag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'incasso-migrations-'));
  const journal = JSON.parse(
    await fs.readFile(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  await fs.mkdir(path.join(dir, 'meta'));
  await fs.writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag: earlier } of journal.entries) {
    await fs.copyFile(path.join(migrationsDir, `${earlier}.sql`), path.join(dir, `${earlier}.sql`));
  }
  return dir;
}
