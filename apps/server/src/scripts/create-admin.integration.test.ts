import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/test-database.ts';
import { openPglite, type DatabaseHandle } from '#server/db/client.ts';
import { users } from '#server/db/schema/users.ts';
import { verifyPassword } from '#server/modules/accounts/password-hashing/password-hashing.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const PASSWORD = 'Strong-Pass-88';

/** Runs `npm run create-admin`'s command with the answers piped in. */
function createAdmin(env: NodeJS.ProcessEnv, input: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      ['apps/server/src/scripts/create-admin.ts'],
      { cwd: repoRoot, env: { ...process.env, ...env } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

// Each case starts a tsx process (and the first migrates a database): seconds each on 2 cores.
describe('npm run create-admin', { timeout: 90_000 }, () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let postgres: (DatabaseHandle & { url: string | undefined }) | undefined;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'incasso-create-admin-'));
    // On PostgreSQL the script writes to a fresh test database; otherwise to PGlite in DATA_DIR.
    postgres = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
    env = { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', LOG_LEVEL: 'silent' };
  });
  afterAll(async () => {
    await postgres?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function findUser(email: string) {
    const handle = postgres ?? (await openPglite(dataDir));
    try {
      const [row] = await handle.db.select().from(users).where(eq(users.email, email));
      return row;
    } finally {
      if (!postgres) await handle.close();
    }
  }

  it('creates an administrator from the answers, never echoing the password', async () => {
    const result = await createAdmin(env, `Root@Example.com\n${PASSWORD}\n${PASSWORD}\n`);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Administrator root@example.com created');
    expect(result.stdout).not.toContain(PASSWORD);
    const admin = await findUser('root@example.com');
    expect(admin).toMatchObject({ isAdmin: true, status: 'active', planId: 'free' });
    expect(await verifyPassword(admin?.passwordHash ?? '', PASSWORD)).toBe(true);
  });

  it.each([
    ['the email is taken', `root@example.com\n${PASSWORD}\n${PASSWORD}\n`, /already exists/],
    ['the passwords differ', `other@example.com\n${PASSWORD}\nStrong-Pass-89\n`, /do not match/],
    ['the password is weak', 'weak@example.com\npassword\npassword\n', /Password refused/],
    ['the email is invalid', 'not-an-email\n', /not an email address/],
  ])('fails when %s', async (_case, input, message) => {
    const result = await createAdmin(env, input);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
  });
});
