import { randomUUID } from 'node:crypto';
import type { AccountType, UserStatus } from '@incasso/shared/accounts/auth';
import type { PlanId } from '@incasso/shared/plans';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { memberships } from '#server/db/schema/members.ts';
import { users, type UserRow } from '#server/db/schema/users.ts';
import { hashPassword } from '#server/modules/accounts/password-hashing/password-hashing.ts';
import { SESSION_COOKIE } from '#server/plugins/auth.ts';

/** Accepted by the password policy and absent from the common-password list. */
export const TEST_PASSWORD = 'Quiet-Lantern-47';

export interface TestUser extends UserRow {
  /** The plain password, for signing in through the API. */
  password: string;
}

/** A user inserted straight into the database (the app must be built: it seeds the plans). */
export async function buildUser(
  db: Database,
  overrides: {
    email?: string;
    password?: string;
    displayName?: string;
    accountType?: AccountType;
    isAdmin?: boolean;
    status?: UserStatus;
    planId?: PlanId;
    customFeeBps?: number | null;
    emailVerified?: boolean;
  } = {},
): Promise<TestUser> {
  const password = overrides.password ?? TEST_PASSWORD;
  const email = overrides.email ?? `user-${randomUUID().slice(0, 8)}@example.test`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      displayName: overrides.displayName ?? email.split('@')[0],
      accountType: overrides.accountType ?? 'private',
      isAdmin: overrides.isAdmin ?? false,
      status: overrides.status ?? 'active',
      planId: overrides.planId ?? 'free',
      customFeeBps: overrides.customFeeBps ?? null,
      emailVerifiedAt: overrides.emailVerified === false ? null : new Date(),
    })
    .returning();
  if (!row) throw new Error('user insert returned no row');
  // Every account owns its own merchant (decision note 091), as registration makes it.
  await db.insert(memberships).values({ merchantId: row.id, userId: row.id, role: 'owner' });
  return { ...row, password };
}

/**
 * A signed-in session for the user, made directly (no login attempt, no rate limit): the
 * value for a `cookie` header.
 */
export async function signIn(app: App, user: { id: string }): Promise<string> {
  const token = await app.sessionAuth.sessions.create(user.id, {
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * Headers for a signed-in request; state-changing calls also need to look same-origin to the
 * CSRF check, as the web app's do.
 */
export function sessionHeaders(cookie: string) {
  return { cookie, 'sec-fetch-site': 'same-origin' };
}
