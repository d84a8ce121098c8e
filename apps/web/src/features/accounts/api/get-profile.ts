import { api } from '#lib/api-client.ts';
import { parseMembership, parseSessionUser, type SessionUser } from '../session-user';

/**
 * GET /api/session/membership: who the session acts as. A failure leaves it unknown (nothing is
 * hidden; the server still refuses what the role may not do) rather than signing anyone out.
 */
export async function getMembership(): Promise<Pick<SessionUser, 'membership'>> {
  try {
    return {
      membership: parseMembership(
        await api.get('/api/session/membership', { handleUnauthorized: false }),
      ),
    };
  } catch {
    return {};
  }
}

/**
 * GET /api/user/profile with the session's membership beside it. The session handles a failure
 * itself, so a 401 is not escalated.
 */
export async function getProfile(): Promise<SessionUser | null> {
  const [profile, membership] = await Promise.all([
    api.get('/api/user/profile', { handleUnauthorized: false }),
    getMembership(),
  ]);
  const user = parseSessionUser(profile);
  return user && { ...user, ...membership };
}
