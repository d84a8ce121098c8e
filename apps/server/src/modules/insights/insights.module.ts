import type { LoginHistory } from '@incasso/shared/accounts/auth';
import type { AiRunner } from '#server/modules/ai/ai.module.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.module.ts';
import { defineModule, type ModuleContext } from '../app-module.ts';
import { createAnomalyAlerts } from './anomaly-alerts.ts';
import { insightsJobs } from './insights.jobs.ts';
import { insightsListeners } from './insights.listeners.ts';
import { createInsightsNarrative } from './insights-narrative.ts';
import { insightsRoutes } from './insights.routes.ts';
import { createInsightsService, type InsightsDependencies } from './insights.service.ts';
import { createSecurityAnalysis } from './security/security-analysis.ts';
import { securityAnalysisRoutes } from './security/security-analysis.routes.ts';

// What other modules may use (decision note 065): the narrow services and their types.
export { shareBps } from './analytics/windows.ts';
export {
  InsightSumsSchema,
  type InsightSums,
  type InsightSumsQuery,
} from './analytics/insight-sums.ts';
export type { InsightsService } from './insights.service.ts';

export interface InsightsModuleDependencies extends InsightsDependencies {
  notifications: Pick<NotificationsService, 'notify'>;
  /** The model that puts the figures in words. */
  ai: Pick<AiRunner, 'generate'>;
  /** The accounts module's sign-ins with the risk engine's reasons. */
  loginHistory(userId: string): Promise<LoginHistory>;
}

/**
 * Insights (issue 13): the analytics core over the merchant's own payment requests, its
 * anomalies told to the merchant as they happen, the figures in words, and the security
 * analysis that explains the anomalies beside the risk engine's sign-in reasons.
 */
export function createInsightsModule(ctx: ModuleContext, deps: InsightsModuleDependencies) {
  const insights = createInsightsService(deps);
  const alerts = createAnomalyAlerts({
    insights,
    notifications: deps.notifications,
    now: deps.now ?? (() => new Date()),
  });
  const narrate = createInsightsNarrative({ insights, ai: deps.ai });
  const securityAnalysis = createSecurityAnalysis({ loginHistory: deps.loginHistory, insights });
  return defineModule({
    name: 'insights',
    insights,
    alerts,
    jobs: insightsJobs(alerts),
    listeners: insightsListeners(ctx.jobs),
    routes: async (api) => {
      await api.register(insightsRoutes, { insights, narrate });
      await api.register(securityAnalysisRoutes, { securityAnalysis });
    },
  });
}

export type InsightsModule = ReturnType<typeof createInsightsModule>;
