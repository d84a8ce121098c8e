import type { QueryClient } from '@tanstack/react-query';
import { refreshMembership } from '#features/accounts/session-store.ts';
import { ApiError } from '#lib/api-client.ts';

/** Refusals that mean the session's role or rules changed since the membership was read. */
const MEMBERSHIP_CHANGED = new Set(['roleForbidden', 'noMerchant', 'twoFactorSetupRequired']);
const AT_MOST_EVERY_MS = 5_000;

/**
 * An owner changed this member's role, or switched the two-factor rule on, while their page was
 * open: the first refusal that says so reads the membership again, so navigation, pages and
 * the Security redirect follow (decision note 094). Returns the unsubscribe.
 */
export function refreshMembershipOnRefusal(
  client: QueryClient,
  refresh: () => Promise<void> = refreshMembership,
): () => void {
  let last = 0;
  const onError = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 403 || !MEMBERSHIP_CHANGED.has(error.key))
      return;
    const now = Date.now();
    if (now - last < AT_MOST_EVERY_MS) return;
    last = now;
    void refresh().catch(() => {
      // The next page load reads it anyway.
    });
  };
  const queries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  const mutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  return () => {
    queries();
    mutations();
  };
}
