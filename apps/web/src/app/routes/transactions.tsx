import { lazy } from 'react';
import { UpgradePrompt } from '#components/ui/upgrade-prompt.tsx';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { canDo, hasFeature } from '#features/accounts/session-user.ts';

// Its own chunk: free users, who see the upgrade prompt, never load the table.
const TransactionsPage = lazy(() =>
  import('#features/transactions/components/transactions-page.tsx').then((module) => ({
    default: module.TransactionsPage,
  })),
);

/** Plans with transactions see them, with export also export them; others an upgrade prompt. */
export function TransactionsRoute() {
  const user = useSessionStore((state) => state.user);
  if (!user || !hasFeature(user, 'transactions')) return <UpgradePrompt />;
  return (
    <TransactionsPage
      canExport={hasFeature(user, 'export')}
      mayExport={canDo(user, 'transactions.export')}
      mayRefund={canDo(user, 'refunds.write')}
    />
  );
}
