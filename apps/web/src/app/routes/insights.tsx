import { InsightsPage } from '#features/insights/components/insights-page.tsx';

/** /dashboard/insights (plans with insights). */
export default function InsightsRoute() {
  return <InsightsPage />;
}
