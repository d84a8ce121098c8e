import type { FastifyBaseLogger } from 'fastify';
import { DISPLAY_NAME_MAX, type AccountType, type UserStatus } from '@incasso/shared/accounts/auth';
import type { Locale } from '@incasso/shared/locale';
import type { NewUserRow, UserRow } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/app-error.ts';
import { hashPassword, passwordPolicyFailure } from '../password-hashing/password-hashing.ts';
import type { SecondFactor } from '../auth/second-factor.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { effectiveFeeBps, type PlanFeature, type PlanId } from '@incasso/shared/plans';
import type { PlansService } from '#server/modules/plans/plans.module.ts';
import { toUserProfile } from './users.presenter.ts';
import type { UsersRepository } from './users.repository.ts';

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

/** An account's plan, what that plan unlocks, and whether the account is active. */
export interface AccountStanding {
  planId: PlanId;
  features: PlanFeature[];
  active: boolean;
}

export function createUsersService(deps: {
  repo: UsersRepository;
  sessions: Pick<SessionsService, 'revokeAllSessions'>;
  /** A new account with its own merchant (new-account.ts), undefined when the email is taken. */
  insertAccount(row: NewUserRow): Promise<UserRow | undefined>;
  secondFactor: SecondFactor;
  plans: Pick<PlansService, 'find'>;
  countWallets: WalletCounter;
}) {
  const { repo } = deps;
  const { countWallets } = deps;

  async function findWithPlan(userId: string) {
    const user = await repo.findById(userId);
    if (!user) throw new AppError(404, 'profileNotFound', 'Profile not found');
    return { user, plan: await deps.plans.find(user.planId) };
  }

  async function createUser(input: NewUser) {
    return deps.insertAccount({
      email: input.email,
      passwordHash: await hashPassword(input.password),
      displayName: (input.email.split('@')[0] ?? '').slice(0, DISPLAY_NAME_MAX),
      accountType: input.accountType,
      isAdmin: input.isAdmin ?? false,
      locale: input.locale,
    });
  }

  return {
    createUser,

    /**
     * A registration: a new address gets an account waiting (pending) for its emailed link, a
     * pending one is left as it is (issue 18: taking the latest password let anyone take over an
     * account its owner was about to confirm) and gets its link again, and an address with an
     * account is left alone. The password is hashed in every case, so all three take as long.
     */
    async register(
      input: NewUser,
    ): Promise<{ outcome: 'created' | 'pending' | 'exists'; user: UserRow }> {
      const passwordHash = await hashPassword(input.password);
      const created = await deps.insertAccount({
        email: input.email,
        passwordHash,
        displayName: (input.email.split('@')[0] ?? '').slice(0, DISPLAY_NAME_MAX),
        accountType: input.accountType,
        locale: input.locale,
        status: 'pending',
      });
      if (created) return { outcome: 'created', user: created };
      const existing = await repo.findByEmail(input.email);
      if (!existing) throw new Error('the account disappeared while registering');
      return { outcome: existing.status === 'pending' ? 'pending' : 'exists', user: existing };
    },

    async getProfile(userId: string) {
      const { user, plan } = await findWithPlan(userId);
      const [walletCount, tfaEnabled] = await Promise.all([
        countWallets(userId),
        deps.secondFactor.hasSecondFactor(userId),
      ]);
      return toUserProfile(user, plan, { walletCount, tfaEnabled });
    },

    /**
     * The person's profile as the session acting for `merchantId` shows it (decision note 091):
     * the person's own name, email and two-factor, the merchant's plan, features, fee and wallet
     * count, since those are what the pages a member opens work with.
     */
    async getActingProfile(userId: string, merchantId: string | null) {
      const { user, plan: own } = await findWithPlan(userId);
      const [ownWallets, tfaEnabled] = await Promise.all([
        countWallets(userId),
        deps.secondFactor.hasSecondFactor(userId),
      ]);
      const profile = toUserProfile(user, own, { walletCount: ownWallets, tfaEnabled });
      if (!merchantId || merchantId === userId) return profile;
      const { user: merchant, plan } = await findWithPlan(merchantId);
      return {
        ...profile,
        plan: merchant.planId,
        planName: plan.name,
        features: plan.features,
        feeBps: effectiveFeeBps(plan.feeBps, merchant.customFeeBps),
        customFeeBps: merchant.customFeeBps,
        walletCount: await countWallets(merchantId),
      };
    },

    /**
     * Whether the account is active and what its plan unlocks: API keys and webhooks (developer
     * module) and recurring runs act without a session, so they ask here.
     */
    async standing(userId: string): Promise<AccountStanding | undefined> {
      const user = await repo.findById(userId);
      if (!user) return undefined;
      const plan = await deps.plans.find(user.planId);
      return { planId: user.planId, features: plan.features, active: user.status === 'active' };
    },

    /** What a new payment request takes from its merchant's account (payments module). */
    async paymentTerms(userId: string) {
      const { user, plan } = await findWithPlan(userId);
      return {
        feeBps: effectiveFeeBps(plan.feeBps, user.customFeeBps),
        toleranceBps: user.paymentToleranceBps,
        displayName: user.displayName.trim() || 'Merchant',
      };
    },

    async getPaymentTolerance(userId: string): Promise<number> {
      return (await findWithPlan(userId)).user.paymentToleranceBps;
    },

    setPaymentTolerance: (userId: string, bps: number) => repo.setPaymentTolerance(userId, bps),

    /** The zone the user's days are counted in (stats module); null when none was set yet. */
    async timeZone(userId: string): Promise<string | null> {
      return (await repo.findById(userId))?.timeZone ?? null;
    },

    /**
     * The plan that gates the account's features (billing module). Sessions read it on every
     * request, so a change applies to the next request without signing in again.
     */
    setPlan: (userId: string, planId: PlanId) => repo.setPlan(userId, planId),

    /** Where and in which language the account's emails go (billing reminders). */
    async contact(userId: string): Promise<{ email: string; locale: Locale } | undefined> {
      const user = await repo.findById(userId);
      return user && { email: user.email, locale: user.locale };
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
