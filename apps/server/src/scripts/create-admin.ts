import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { EmailSchema } from '@incasso/shared/accounts/auth';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { passwordPolicyFailure } from '#server/modules/accounts/password-hashing/password-hashing.ts';
import { noSecondFactor } from '#server/modules/accounts/auth/second-factor.ts';
import { createSessionsService } from '#server/modules/accounts/sessions/sessions.service.ts';
import { createPlansService } from '#server/modules/plans/plans.service.ts';
import { createPlansRepository } from '#server/modules/plans/plans.repository.ts';
import { createUsersRepository } from '#server/modules/accounts/users/users.repository.ts';
import { createUsersService } from '#server/modules/accounts/users/users.service.ts';
import { insertAccount } from '#server/modules/accounts/users/new-account.ts';

// `npm run create-admin`: asks an email and a password (not echoed) and creates an
// administrator in the database the configuration names (DATABASE_URL or DATA_DIR).

let muted = false;
// Typed characters reach the terminal through readline's output; muting it hides the password.
const output = new Writable({
  write(chunk, encoding, callback) {
    if (!muted) process.stdout.write(chunk, encoding);
    callback();
  },
});
const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
// Reading lines through the iterator keeps piped answers that arrive before they are asked for.
const lines = rl[Symbol.asyncIterator]();

async function ask(question: string, hidden = false): Promise<string> {
  rl.setPrompt(question);
  rl.prompt();
  muted = hidden;
  try {
    const answer = await lines.next();
    if (answer.done) throw new Error('The input ended before every question was answered.');
    return answer.value;
  } finally {
    if (hidden) {
      muted = false;
      process.stdout.write('\n');
    }
  }
}

async function askCredentials() {
  const email = EmailSchema.safeParse(await ask('Admin email: '));
  if (!email.success) throw new Error('That is not an email address.');
  const password = await ask('Password: ', true);
  const failure = passwordPolicyFailure(password);
  if (failure) {
    throw new Error(
      `Password refused (${failure}): use 8 to 128 characters, not a common password, with two of: more than 8 characters, an upper-case letter, a digit, a symbol.`,
    );
  }
  if ((await ask('Repeat the password: ', true)) !== password) {
    throw new Error('Passwords do not match.');
  }
  return { email: email.data, password };
}

async function main() {
  const config = loadConfig();
  const credentials = await askCredentials();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const plans = createPlansRepository(database.db);
    await plans.seed();
    const users = createUsersService({
      repo: createUsersRepository(database.db),
      insertAccount: (row) => insertAccount(database.db, row),
      sessions: createSessionsService(database.db),
      secondFactor: noSecondFactor,
      plans: createPlansService(plans),
      // Only creates an account: nothing reads its wallets.
      countWallets: async () => 0,
    });
    const admin = await users.createUser({
      ...credentials,
      accountType: 'business',
      isAdmin: true,
    });
    if (!admin) throw new Error(`An account with the email ${credentials.email} already exists.`);
    console.info(`Administrator ${admin.email} created. Sign in at ${config.publicUrl}/login`);
  } finally {
    await database.close();
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => rl.close());
