import type { Database } from '#server/db/client.ts';
import type { NewUserRow } from '#server/db/schema/users.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import { createUsersRepository } from './users.repository.ts';

/**
 * A new account, owner of its own merchant from the same transaction (decision note 091), or
 * undefined when the email is taken.
 */
export async function insertAccount(db: Database, row: NewUserRow) {
  return db.transaction(async (tx) => {
    const user = await createUsersRepository(tx).insertIfEmailFree(row);
    if (user) await createMembersRepository(tx).insertOwner(user.id);
    return user;
  });
}
