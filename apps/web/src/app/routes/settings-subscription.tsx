import { setSessionPlan } from '#features/accounts/session-store.ts';
import { SubscriptionPage } from '#features/billing/components/subscription-page.tsx';

/** /dashboard/settings/subscription: the plans; the session follows the plan billing reports. */
export default function SettingsSubscriptionRoute() {
  return <SubscriptionPage onPlanChanged={setSessionPlan} />;
}
