import { api } from '#lib/api-client.ts';
import { parseSessionUser, type SessionUser } from '../session-user';

/** GET /api/user/profile. The session handles a failure itself, so a 401 is not escalated. */
export async function getProfile(): Promise<SessionUser | null> {
  return parseSessionUser(await api.get('/api/user/profile', { handleUnauthorized: false }));
}
