import { defineModule } from '../app-module.ts';
import { insightsRoutes } from './insights.routes.ts';
import { createInsightsService, type InsightsDependencies } from './insights.service.ts';

/** Insights (issue 13): the analytics core over the merchant's own payment requests. */
export function createInsightsModule(deps: InsightsDependencies) {
  const insights = createInsightsService(deps);
  return defineModule({
    name: 'insights',
    insights,
    routes: async (api) => {
      await api.register(insightsRoutes, { insights });
    },
  });
}
