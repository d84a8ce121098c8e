import type { Role } from '@incasso/shared/members';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { memberships } from '#server/db/schema/members.ts';
import { buildUser, sessionHeaders, signIn, type TestUser } from './users.ts';

/**
 * A person made a member of `merchantId` with `role` (straight into the table, no invitation)
 * and signed in with the session switched to that merchant.
 */
export async function buildMember(
  ctx: { app: App; db: Database },
  merchantId: string,
  role: Exclude<Role, 'owner'>,
  overrides: Parameters<typeof buildUser>[1] = {},
): Promise<{ person: TestUser; cookie: string }> {
  const person = await buildUser(ctx.db, overrides);
  await ctx.db.insert(memberships).values({ merchantId, userId: person.id, role });
  const cookie = await signIn(ctx.app, person);
  const switched = await ctx.app.inject({
    method: 'PUT',
    url: '/api/session/merchant',
    headers: sessionHeaders(cookie),
    payload: { merchantId },
  });
  if (switched.statusCode !== 200) throw new Error(`switch refused: ${switched.body}`);
  return { person, cookie };
}
