import type {
  AdminUserDetail,
  AdminUserQuery,
  AdminUserStatusInput,
  AdminUserUpdate,
} from '@incasso/shared/admin';
import type { BillingOverview } from '@incasso/shared/billing';
import type { FiscalProfile } from '@incasso/shared/accounts/fiscal';
import type { LoginHistory, UserProfile } from '@incasso/shared/accounts/auth';
import {
  TransactionQuerySchema,
  type TransactionList,
  type TransactionQuery,
} from '@incasso/shared/transactions';
import type { Wallet } from '@incasso/shared/wallets';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AccountsAdmin } from '#server/modules/accounts/accounts.module.ts';
import type { Actor, AuditLog } from '../audit/audit-log.ts';

/** The recent transactions the User View lists. */
const RECENT_TRANSACTIONS = TransactionQuerySchema.parse({ limit: 10 });

export interface AdminUsersDeps {
  audit: AuditLog;
  accounts: AccountsAdmin;
  profiles: { getProfile(userId: string): Promise<UserProfile> };
  fiscal: { get(userId: string): Promise<FiscalProfile> };
  loginHistory(userId: string): Promise<LoginHistory>;
  billing: { overview(userId: string): Promise<BillingOverview> };
  wallets: { list(userId: string): Promise<Wallet[]> };
  transactions: {
    list(userId: string, query: TransactionQuery): Promise<TransactionList>;
  };
  /** Revokes every API key of the account in the given transaction (developer module). */
  apiKeys: { revokeAll(tx: Database, userId: string): Promise<number> };
  /**
   * After a suspension commits: the account's open browsers are told to sign out and their
   * sockets closed, so a revoked session stops receiving its notifications at once.
   */
  endLiveSessions(userId: string): void;
}

/**
 * The Users section: the list, the User View (composed from each owning module's service) and
 * the changes an administrator makes, each audited in the change's own transaction.
 */
export function createAdminUsers(deps: AdminUsersDeps) {
  const { audit, accounts } = deps;

  function profileOf(userId: string): Promise<UserProfile> {
    return deps.profiles.getProfile(userId).catch((error: unknown) => {
      // The account's own 404 speaks of "profile"; here it is the user the admin opened.
      if (error instanceof AppError && error.statusCode === 404) {
        throw new AppError(404, 'userNotFound', 'User not found');
      }
      throw error;
    });
  }

  async function detail(userId: string): Promise<AdminUserDetail> {
    const profile = await profileOf(userId);
    const [fiscal, billing, wallets, transactions, logins] = await Promise.all([
      deps.fiscal.get(userId),
      deps.billing.overview(userId),
      deps.wallets.list(userId),
      deps.transactions.list(userId, RECENT_TRANSACTIONS),
      deps.loginHistory(userId),
    ]);
    return { profile, fiscal, billing, wallets, transactions: transactions.items, logins };
  }

  return {
    list: (query: AdminUserQuery) => accounts.list(query),

    detail,

    /** The User View's transactions, paged and filtered as the merchant's own list is. */
    async transactions(userId: string, query: TransactionQuery): Promise<TransactionList> {
      await profileOf(userId);
      return deps.transactions.list(userId, query);
    },

    async update(actor: Actor, userId: string, changes: AdminUserUpdate) {
      await audit.audited(actor, async (tx) => {
        const { before, after } = await accounts.update(tx, actor.id, userId, changes);
        return {
          result: undefined,
          entry: { action: 'user.update', targetType: 'user', targetId: userId, before, after },
        };
      });
      return detail(userId);
    },

    /** Suspension also revokes the account's API keys, in the same transaction as the rest. */
    async setStatus(actor: Actor, userId: string, status: AdminUserStatusInput['status']) {
      await audit.audited(actor, async (tx) => {
        const { before, after } = await accounts.setStatus(tx, actor.id, userId, status);
        const revokedKeys = status === 'suspended' ? await deps.apiKeys.revokeAll(tx, userId) : 0;
        return {
          result: undefined,
          entry: {
            action: status === 'suspended' ? 'user.suspend' : 'user.activate',
            targetType: 'user',
            targetId: userId,
            before,
            after: { ...after, revokedApiKeys: revokedKeys },
          },
        };
      });
      if (status === 'suspended') deps.endLiveSessions(userId);
      return detail(userId);
    },

    async resetTwoFactor(actor: Actor, userId: string) {
      await audit.audited(actor, async (tx) => {
        const { before, after } = await accounts.resetTwoFactor(tx, actor.id, userId);
        return {
          result: undefined,
          entry: {
            action: 'user.resetTwoFactor',
            targetType: 'user',
            targetId: userId,
            before,
            after,
          },
        };
      });
      return detail(userId);
    },
  };
}

export type AdminUsers = ReturnType<typeof createAdminUsers>;
