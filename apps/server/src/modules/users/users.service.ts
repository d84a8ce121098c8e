import type { FastifyBaseLogger } from 'fastify';
import { DISPLAY_NAME_MAX, type AccountType, type UserStatus } from '@incasso/shared/auth';
import type { Locale } from '@incasso/shared/locale';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, passwordPolicyFailure } from '../auth/passwords.ts';
import type { SecondFactor } from '../auth/second-factor.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import { toUserProfile } from './users.presenter.ts';
import { createUsersRepository } from './users.repository.ts';

/** How many wallets a user has; the wallets module supplies it. */
export type WalletCounter = (userId: string) => Promise<number>;

export interface NewUser {
  /** Already normalized (trimmed, lower case). */
  email: string;
  password: string;
  accountType: AccountType;
  isAdmin?: boolean;
  /** The language of the account's emails (the column's default, Italian, when absent). */
  locale?: Locale;
}

export function createUsersService(deps: {
  db: Database;
  sessions: SessionsService;
  secondFactor: SecondFactor;
  countWallets?: WalletCounter;
}) {
  const repo = createUsersRepository(deps.db);
  const countWallets = deps.countWallets ?? (async () => 0);

  async function createUser(input: NewUser) {
    return repo.insertIfEmailFree({
      email: input.email,
      passwordHash: await hashPassword(input.password),
      displayName: (input.email.split('@')[0] ?? '').slice(0, DISPLAY_NAME_MAX),
      accountType: input.accountType,
      isAdmin: input.isAdmin ?? false,
      locale: input.locale,
    });
  }

  return {
    repo,
    createUser,

    async getProfile(userId: string) {
      const row = await repo.findWithPlan(userId);
      if (!row) throw new AppError(404, 'profileNotFound', 'Profile not found');
      const [walletCount, tfaEnabled] = await Promise.all([
        countWallets(userId),
        deps.secondFactor.hasSecondFactor(userId),
      ]);
      return toUserProfile(row, { walletCount, tfaEnabled });
    },

    /** Suspending also signs the user out everywhere (SPEC: suspended accounts cannot log in). */
    async setStatus(userId: string, status: UserStatus) {
      await repo.setStatus(userId, status);
      if (status === 'suspended') await deps.sessions.revokeAllSessions(userId);
    },

    /**
     * The first administrator from ADMIN_EMAIL/ADMIN_PASSWORD, when no admin exists yet. Safe
     * to run from several processes at once: the unique email lets only one insert win.
     */
    async ensureFirstAdmin(
      admin: { email: string; password: string } | undefined,
      log: FastifyBaseLogger,
    ) {
      if (!admin || (await repo.hasAdmin())) return;
      const problem = passwordPolicyFailure(admin.password);
      if (problem) throw new Error(`ADMIN_PASSWORD is refused by the password policy (${problem})`);
      const email = admin.email.trim().toLowerCase();
      const created = await createUser({
        email,
        password: admin.password,
        accountType: 'business',
        isAdmin: true,
      });
      if (created) log.info({ email }, 'created the first administrator from ADMIN_EMAIL');
      else if (!(await repo.hasAdmin())) {
        log.error(
          { email },
          'ADMIN_EMAIL belongs to a non-admin account: no administrator created',
        );
      }
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
