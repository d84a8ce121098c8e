import { PlaceholderPage } from '../../components/ui/placeholder-page';
import { UpgradePrompt } from '../../components/ui/upgrade-prompt';
import { useSessionStore } from '../../features/auth/session-store';
import { hasPaidPlan } from '../../features/auth/session-user';

/** Plus and Premium see their transactions; free users an upgrade prompt. */
export function TransactionsRoute() {
  const user = useSessionStore((state) => state.user);
  if (!user || !hasPaidPlan(user)) return <UpgradePrompt />;
  return <PlaceholderPage titleKey="pages.transactions" />;
}
