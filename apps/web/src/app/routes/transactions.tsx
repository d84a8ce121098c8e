import { lazy } from 'react';
import { UpgradePrompt } from '#components/ui/upgrade-prompt.tsx';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { hasPaidPlan, isPremium } from '#features/accounts/session-user.ts';

// Its own chunk: free users, who see the upgrade prompt, never load the table.
const TransactionsPage = lazy(() =>
  import('#features/transactions/components/transactions-page.tsx').then((module) => ({
    default: module.TransactionsPage,
  })),
);

/** Plus and Premium see their transactions, Premium also exports them; free users an upgrade prompt. */
export function TransactionsRoute() {
  const user = useSessionStore((state) => state.user);
  if (!user || !hasPaidPlan(user)) return <UpgradePrompt />;
  return <TransactionsPage canExport={isPremium(user)} />;
}
