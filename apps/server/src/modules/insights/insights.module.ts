import type { LoginHistory } from '@incasso/shared/accounts/auth';
import { defineModule } from '../app-module.ts';
import { insightsRoutes } from './insights.routes.ts';
import { createInsightsService, type InsightsDependencies } from './insights.service.ts';
import { createSecurityAnalysis } from './security/security-analysis.ts';
import { securityAnalysisRoutes } from './security/security-analysis.routes.ts';

/**
 * Insights (issue 13): the analytics core over the merchant's own payment requests, and the
 * security analysis that explains its anomalies beside the risk engine's sign-in reasons.
 */
export function createInsightsModule(
  deps: InsightsDependencies & { loginHistory(userId: string): Promise<LoginHistory> },
) {
  const insights = createInsightsService(deps);
  const securityAnalysis = createSecurityAnalysis({ loginHistory: deps.loginHistory, insights });
  return defineModule({
    name: 'insights',
    insights,
    routes: async (api) => {
      await api.register(insightsRoutes, { insights });
      await api.register(securityAnalysisRoutes, { securityAnalysis });
    },
  });
}
