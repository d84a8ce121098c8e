import { setSessionPlan } from '#features/accounts/session-store.ts';
import { BillingPage } from '#features/billing/components/billing-page.tsx';

/** /dashboard/settings/billing: plan status, fee balance, history with receipts. */
export default function SettingsBillingRoute() {
  return <BillingPage onPlanChanged={setSessionPlan} />;
}
