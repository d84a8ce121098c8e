import { getCache, removeCache, setCache } from '#lib/cache.ts';

// A person invited without an account registers first; the confirmation link signs them in on
// another page. The invitation's link is kept here so that page leads back to it.

const KEY = 'pending_invitation';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** INVITATION_TTL_DAYS (shared/members), not imported: this runs on pages that carry no zod. */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function rememberInvitation(token: string): void {
  setCache(KEY, token, INVITATION_TTL_MS);
}

export function forgetInvitation(): void {
  removeCache(KEY);
}

/** Where the remembered invitation is answered, or null. */
export function pendingInvitationPath(): string | null {
  const token = getCache(KEY);
  return typeof token === 'string' && TOKEN.test(token)
    ? `/invitations/accept?token=${token}`
    : null;
}
