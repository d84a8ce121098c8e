import type {
  AdminUserList,
  AdminUserQuery,
  AdminUserStatusInput,
  AdminUserUpdate,
} from '@incasso/shared/admin';
import type { Database } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AccountsAdminRepository } from './accounts-admin.repository.ts';

/** What the audit trail keeps of an account: the fields an administrator may change. */
export type AccountSnapshot = Pick<
  UserRow,
  'email' | 'displayName' | 'accountType' | 'planId' | 'isAdmin' | 'customFeeBps' | 'status'
>;

export interface AccountChange {
  before: AccountSnapshot;
  after: AccountSnapshot;
}

const snapshot = (row: UserRow): AccountSnapshot => ({
  email: row.email,
  displayName: row.displayName,
  accountType: row.accountType,
  planId: row.planId,
  isAdmin: row.isAdmin,
  customFeeBps: row.customFeeBps,
  status: row.status,
});

// SPEC section 8: 'User not found'.
const userNotFound = () => new AppError(404, 'userNotFound', 'User not found');
const lastAdmin = () =>
  new AppError(409, 'lastAdmin', 'The last administrator cannot be removed or suspended.');

/**
 * The accounts side of the admin area: the user list, and the changes an administrator makes,
 * each inside the caller's transaction so it commits together with its audit row. Rules: no
 * administrator suspends or demotes themself or drops their own second factor, and one active
 * administrator always remains.
 */
export function createAccountsAdmin(repo: AccountsAdminRepository) {
  /**
   * The account, locked after every active administrator (in id order), with those admins.
   * Every admin change takes the locks in that one order: two admins demoting each other would
   * otherwise each hold their target and wait for the other's (a deadlock PostgreSQL ends with
   * an error). Locked, the count cannot change under the caller: two admins removing each
   * other cannot both see "another admin remains".
   */
  async function locked(tx: Database, id: string) {
    const activeAdmins = await repo.lockActiveAdmins(tx);
    const row = await repo.lock(tx, id);
    if (!row) throw userNotFound();
    /** Whether taking this account out of the active administrators leaves none. */
    const removesLastAdmin = () =>
      row.isAdmin && row.status === 'active' && activeAdmins.every((admin) => admin === row.id);
    return { row, removesLastAdmin };
  }

  return {
    async list(query: AdminUserQuery): Promise<AdminUserList> {
      const { rows, total } = await repo.search(query);
      return {
        items: rows.map(({ user, vatNumber }) => ({
          id: user.id,
          email: user.email,
          displayName: user.displayName,
          accountType: user.accountType,
          status: user.status,
          plan: user.planId,
          isAdmin: user.isAdmin,
          customFeeBps: user.customFeeBps,
          vatNumber,
          createdAt: user.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async update(
      tx: Database,
      actorId: string,
      id: string,
      changes: AdminUserUpdate,
    ): Promise<AccountChange> {
      const { row, removesLastAdmin } = await locked(tx, id);
      if (changes.isAdmin === false && row.isAdmin) {
        if (id === actorId) {
          throw new AppError(
            409,
            'cannotDemoteSelf',
            'You cannot remove your own administrator role.',
          );
        }
        if (removesLastAdmin()) throw lastAdmin();
      }
      const updated = await repo.update(tx, id, changes);
      return { before: snapshot(row), after: snapshot(updated) };
    },

    /**
     * Suspends (signing the account out everywhere at once) or activates. Open payment
     * requests are not touched: the watcher keeps following them, so no payment is lost.
     */
    async setStatus(
      tx: Database,
      actorId: string,
      id: string,
      status: AdminUserStatusInput['status'],
    ): Promise<AccountChange> {
      const { row, removesLastAdmin } = await locked(tx, id);
      if (status === 'suspended') {
        if (id === actorId) {
          throw new AppError(409, 'cannotSuspendSelf', 'You cannot suspend your own account.');
        }
        if (removesLastAdmin()) throw lastAdmin();
      }
      const updated = await repo.update(tx, id, { status });
      if (status === 'suspended') await repo.revokeSessions(tx, id);
      return { before: snapshot(row), after: snapshot(updated) };
    },

    /** Two-factor and passkeys off for an account that lost its authenticator; sessions stay. */
    async resetTwoFactor(tx: Database, actorId: string, id: string) {
      // The Security page turns one's own second factor off after asking for the password;
      // here nothing is asked, so a stolen admin session must not shed its own protection.
      if (id === actorId) {
        throw new AppError(
          409,
          'cannotResetOwnTwoFactor',
          'Turn off your own two-factor on the Security page, which asks for your password.',
        );
      }
      await locked(tx, id);
      const before = await repo.resetTwoFactor(tx, id);
      return { before, after: { tfaEnabled: false, passkeys: 0 } };
    },

    planCounts: repo.planCounts,
    signupsPerDay: repo.signupsPerDay,
  };
}

export type AccountsAdmin = ReturnType<typeof createAccountsAdmin>;
