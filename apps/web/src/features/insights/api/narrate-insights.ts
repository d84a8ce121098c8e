import { useMutation } from '@tanstack/react-query';
import {
  InsightsNarrativeSchema,
  type InsightsNarrative,
  type InsightsNarrativeRequest,
} from '@incasso/shared/insights';
import { api } from '#lib/api-client.ts';

/** POST /api/insights/narrative: the period's figures in words, checked number by number. */
export async function narrateInsights(
  request: InsightsNarrativeRequest,
): Promise<InsightsNarrative> {
  return InsightsNarrativeSchema.parse(await api.post('/api/insights/narrative', request));
}

export function useNarrateInsights() {
  return useMutation({ mutationFn: narrateInsights });
}
