import type { InsightsNarrative, InsightsNarrativeRequest } from '@incasso/shared/insights';
import { type AiRunner, writeGroundedNarrative } from '#server/modules/ai/ai.module.ts';
import { insightFacts } from './insight-facts.ts';
import type { InsightsService } from './insights.service.ts';

const TASK = [
  "You summarise a merchant's payment figures for the merchant.",
  'Say what matters most: revenue against the period before, how many requests were paid, anything unusual, and the forecast with its range.',
].join(' ');

export interface InsightsNarrativeDependencies {
  insights: Pick<InsightsService, 'insights'>;
  ai: Pick<AiRunner, 'generate'>;
}

/** The analytics core's figures for the period in a few sentences of the merchant's language. */
export function createInsightsNarrative(deps: InsightsNarrativeDependencies) {
  return async function narrate(
    userId: string,
    request: InsightsNarrativeRequest,
  ): Promise<InsightsNarrative> {
    const figures = insightFacts(await deps.insights.insights(userId, request.days));
    const narrative = await writeGroundedNarrative(deps.ai, userId, {
      task: TASK,
      figures,
      language: request.language,
    });
    return { ...narrative, days: request.days };
  };
}

export type InsightsNarrator = ReturnType<typeof createInsightsNarrative>;
