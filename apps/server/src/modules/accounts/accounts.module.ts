import { getInstanceSecret } from '#server/lib/instance-secret.ts';
import { createSecretBox } from '#server/lib/secret-box.ts';
import {
  type MailSender,
  accountExistsMessage,
  memberInvitationMessage,
} from '#server/modules/mail/mail.module.ts';
import {
  paymentNotificationsListeners,
  type NotificationsService,
  type PaymentPurposeOf,
} from '#server/modules/notifications/notifications.module.ts';
import type { PlansService } from '#server/modules/plans/plans.module.ts';
import { defineModule, type ModuleContext } from '../app-module.ts';
import { createAccountsAdminRepository } from './admin/accounts-admin.repository.ts';
import { createAccountsAdmin } from './admin/accounts-admin.service.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createAuthService } from './auth/auth.service.ts';
import type { ClientInfo } from './auth/client-info.ts';
import { describeDevice } from './auth/device-summary.ts';
import { createLoginService } from './auth/login.service.ts';
import { passkeyLoginRoutes } from './auth/passkey-login.routes.ts';
import { createPasskeyLoginService } from './auth/passkey-login.service.ts';
import type { PasskeyFactor, SecondFactor } from './auth/second-factor.ts';
import { emailVerificationRoutes } from './email-verification/email-verification.routes.ts';
import { createEmailVerificationService } from './email-verification/email-verification.service.ts';
import { createOneTimeTokens } from './one-time-tokens/one-time-tokens.service.ts';
import { accountsJobs } from './accounts.jobs.ts';
import { passwordResetQueue } from './password-reset/password-reset-queue.ts';
import { passwordRoutes } from './password-reset/password-reset.routes.ts';
import { createPasswordService } from './password-reset/password-reset.service.ts';
import { createPasskeyAssertions } from './passkeys/passkey-assertions.ts';
import { createPasskeysRepository } from './passkeys/passkeys.repository.ts';
import { passkeysRoutes } from './passkeys/passkeys.routes.ts';
import { createPasskeysService } from './passkeys/passkeys.service.ts';
import { createRelyingParty } from './passkeys/relying-party.ts';
import { createWebauthnChallengesRepository } from './passkeys/webauthn-challenges.repository.ts';
import {
  assertPasswordAcceptable,
  hashPassword,
  prepareDummyHash,
  verifyPassword,
} from './password-hashing/password-hashing.ts';
import { createFiscalRepository } from './profile/fiscal.repository.ts';
import { createFiscalService } from './profile/fiscal.service.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { createLoginAttemptsRepository } from './risk/login-attempts.repository.ts';
import { createLoginHistory } from './risk/login-history.ts';
import type { SessionsService } from './sessions/sessions.service.ts';
import { createTwoFactorRepository } from './two-factor/two-factor.repository.ts';
import { twoFactorRoutes } from './two-factor/two-factor.routes.ts';
import { createTwoFactorService } from './two-factor/two-factor.service.ts';
import { INVITATION_TTL_DAYS, type Role } from '@incasso/shared/members';
import { createMembersRepository } from './members/members.repository.ts';
import { createMembersService } from './members/members.service.ts';
import { membershipRoutes } from './members/membership.routes.ts';
import { teamRoutes } from './members/members.routes.ts';
import { insertAccount } from './users/new-account.ts';
import { usersRoutes } from './users/users.routes.ts';
import { createUsersRepository } from './users/users.repository.ts';
import { createUsersService } from './users/users.service.ts';

/** Who of a merchant hears of its payments (decision note 094). */
const PAYMENT_AUDIENCE: readonly Role[] = ['owner', 'manager'];

// What other modules may use (decision note 065): the narrow services and their types.
export type { AccountsAdmin } from './admin/accounts-admin.service.ts';
export type { SecondFactor } from './auth/second-factor.ts';
export type { FiscalService } from './profile/fiscal.service.ts';
export type { AccountStanding } from './users/users.service.ts';
export { createSessionsService, SESSION_TTL_MS } from './sessions/sessions.service.ts';

export interface AccountsDeps {
  /** The session store behind the auth plugin (app.ts makes it before any module). */
  sessions: SessionsService;
  notifications: Pick<NotificationsService, 'notify'>;
  mail: MailSender;
  plans: Pick<PlansService, 'find'>;
  /** How many wallets a user has (wallets module), for the profile. */
  countWallets(userId: string): Promise<number>;
  /** Tests may stand in for the two-factor check of the login. */
  secondFactor?: SecondFactor;
  /** What a request is for, so payment notifications name it (invoices, recurring billing). */
  paymentPurpose?: PaymentPurposeOf;
}

/**
 * The account domain (decision note 030): registration and login with the risk engine,
 * sessions, two-factor and passkeys, email confirmation, password recovery and change, profile
 * and fiscal data. On start it creates the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD.
 */
export async function createAccountsModule(ctx: ModuleContext, deps: AccountsDeps) {
  const { db, config, log } = ctx;
  const { sessions, notifications, mail } = deps;
  const tokens = createOneTimeTokens(db);
  const usersRepo = createUsersRepository(db);
  const box = createSecretBox(await getInstanceSecret(db, config), 'totp-secret');
  const twoFactor = createTwoFactorService({
    repo: createTwoFactorRepository(db),
    box,
    accounts: { find: async (id) => (await usersRepo.findById(id)) ?? undefined },
    verifyPassword,
    revokeAllSessions: sessions.revokeAllSessions,
    notifications,
  });
  const secondFactor: SecondFactor = deps.secondFactor ?? {
    hasSecondFactor: twoFactor.hasSecondFactor,
    verifySecondFactor: twoFactor.verifySecondFactor,
  };
  const users = createUsersService({
    repo: usersRepo,
    insertAccount: (row) => insertAccount(db, row),
    sessions,
    secondFactor,
    plans: deps.plans,
    countWallets: deps.countWallets,
  });
  const attempts = createLoginAttemptsRepository(db);
  const emailVerification = createEmailVerificationService({
    tokens,
    mail,
    publicUrl: config.publicUrl,
    accounts: {
      find: usersRepo.findById,
      markEmailVerified: usersRepo.markEmailVerified,
      activate: usersRepo.activate,
    },
  });
  const resetQueue = passwordResetQueue();
  const password = createPasswordService({
    tokens,
    mail,
    publicUrl: config.publicUrl,
    queueReset: (email) => ctx.jobs.send(resetQueue, { email }),
    accounts: {
      find: usersRepo.findById,
      findByEmail: usersRepo.findByEmail,
      setPasswordHash: usersRepo.setPasswordHash,
      markEmailVerified: usersRepo.markEmailVerified,
    },
    passwords: {
      hash: hashPassword,
      verify: verifyPassword,
      assertAcceptable: assertPasswordAcceptable,
    },
    revokeAllSessions: sessions.revokeAllSessions,
    notifications,
  });
  const fiscal = createFiscalService({
    repo: createFiscalRepository(db),
    accountType: async (userId) => (await usersRepo.findById(userId))?.accountType,
  });
  const auth = createAuthService({
    users,
    sessions,
    attempts,
    events: ctx.events,
    sendConfirmation: (user) => emailVerification.sendLink(user),
    sendAccountExists: async (user) => {
      await mail.send(accountExistsMessage(user.email, user.locale, config.publicUrl));
    },
  });
  const passkeyRepo = createPasskeysRepository(db);
  const membersRepo = createMembersRepository(db);
  const challenges = createWebauthnChallengesRepository(db);
  const relyingParty = createRelyingParty(config.webauthn);
  const assertions = createPasskeyAssertions({ repo: passkeyRepo, challenges, relyingParty });
  const passkeys = createPasskeysService({
    repo: passkeyRepo,
    challenges,
    relyingParty,
    accounts: { find: async (id) => (await usersRepo.findById(id)) ?? undefined },
    verifyPassword,
    lastSignInMethod: attempts.lastSignInMethod,
    notifications,
  });
  const passkeyFactor: PasskeyFactor = {
    has: async (userId) => (await passkeyRepo.count(userId)) > 0,
    options: assertions.secondFactorOptions,
    verify: async (userId, response) =>
      (await assertions.verify('secondFactor', response, userId)).ok,
  };
  async function onNewDeviceLogin(userId: string, client: ClientInfo) {
    await notifications.notify(userId, 'security.newDeviceLogin', {
      device: describeDevice(client.userAgent),
      ip: client.ip,
    });
  }
  const login = createLoginService({
    users: usersRepo,
    sessions,
    attempts,
    secondFactor,
    passkeys: passkeyFactor,
    teamRequiresSecondFactor: membersRepo.requiredOfPerson,
    onNewDeviceLogin,
  });
  const passkeyLogin = createPasskeyLoginService({
    users: usersRepo,
    sessions,
    attempts,
    assertions,
    onNewDeviceLogin,
  });
  const loginHistory = createLoginHistory(attempts);
  const members = createMembersService({
    repo: membersRepo,
    transact: (work) => db.transaction((tx) => work(createMembersRepository(tx))),
    people: {
      findByEmail: usersRepo.findByEmail,
      find: usersRepo.findById,
    },
    async merchant(merchantId) {
      const merchant = await usersRepo.findById(merchantId);
      if (!merchant) throw new Error(`merchant ${merchantId} is missing`);
      const plan = await deps.plans.find(merchant.planId);
      return { name: merchant.displayName.trim() || merchant.email, memberLimit: plan.memberLimit };
    },
    // A passkey meets the team's two-factor rule as TOTP does (decision note 098).
    hasSecondFactor: async (userId) =>
      (await secondFactor.hasSecondFactor(userId)) || (await passkeyFactor.has(userId)),
    async sendInvitation({ to, locale, token, ...invitation }) {
      const url = `${config.publicUrl}/invitations/accept?token=${token}`;
      await mail.send(
        memberInvitationMessage(to, locale, { ...invitation, url, days: INVITATION_TTL_DAYS }),
      );
    },
    async endSessions(merchantId, userId) {
      await sessions.endMembershipSessions(merchantId, userId);
      // Buffered packets are flushed before the close, so the signal arrives first.
      ctx.realtime.toMember(merchantId, userId).emit('session:ended');
      ctx.realtime.toMember(merchantId, userId).disconnectSockets(true);
    },
  });

  await prepareDummyHash();
  await users.ensureFirstAdmin(config.admin, log);
  const paymentAudience = (merchantId: string) => members.recipients(merchantId, PAYMENT_AUDIENCE);

  return defineModule({
    name: 'accounts',
    users,
    jobs: accountsJobs(resetQueue, password),
    // Payments concern the owner and the managers, not the till or the books (issue 23).
    listeners: paymentNotificationsListeners(notifications, paymentAudience, deps.paymentPurpose),
    /** Who of a merchant hears of its payments, in the app (above) and by email (payments). */
    paymentAudience,
    /** The admin area's reads and writes of accounts (admin module). */
    admin: createAccountsAdmin(createAccountsAdminRepository(db)),
    fiscal,
    loginHistory,
    /** Teams: memberships, who hears of what by role, and the merchant's audit log. */
    members,
    routes: async (api) => {
      await api.register(authRoutes, { auth, login, users });
      await api.register(passkeyLoginRoutes, { assertions, passkeyLogin, users });
      await api.register(passkeysRoutes, { service: passkeys });
      await api.register(usersRoutes, { users, loginHistory });
      await api.register(emailVerificationRoutes, {
        service: emailVerification,
        welcome: auth.welcome,
        getProfile: users.getProfile,
      });
      await api.register(passwordRoutes, { service: password });
      await api.register(twoFactorRoutes, { service: twoFactor });
      await api.register(teamRoutes, { members });
      await api.register(membershipRoutes, { members, sessions });
      await api.register(profileRoutes, {
        fiscal,
        profiles: { updateProfile: usersRepo.updateProfile, getProfile: users.getProfile },
      });
    },
  });
}

export type AccountsModule = Awaited<ReturnType<typeof createAccountsModule>>;
