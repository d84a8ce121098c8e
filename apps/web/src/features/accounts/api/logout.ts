import { api } from '#lib/api-client.ts';

/** POST /api/auth/logout. Its own 401 (no session left) must not start another logout. */
export async function postLogout(): Promise<void> {
  await api.post('/api/auth/logout', undefined, { handleUnauthorized: false });
}
