import { useMutation, useQuery } from '@tanstack/react-query';
import { PlatformAnomalyAnalysisSchema, type PlatformAnomalyAnalysis } from '@incasso/shared/admin';
import type { AiLanguage } from '@incasso/shared/ai';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/admin/anomalies: recent platform anomalies and totals, without a model. */
export async function getPlatformAnomalies(): Promise<PlatformAnomalyAnalysis> {
  return PlatformAnomalyAnalysisSchema.parse(await api.get('/api/admin/anomalies'));
}

/** POST /api/admin/anomalies: the same figures with the model's words in `language`. */
export async function writePlatformAnomalies(
  language: AiLanguage,
): Promise<PlatformAnomalyAnalysis> {
  return PlatformAnomalyAnalysisSchema.parse(await api.post('/api/admin/anomalies', { language }));
}

export function usePlatformAnomalies() {
  return useQuery({
    queryKey: queryKeys.adminAnalytics('anomalies'),
    queryFn: getPlatformAnomalies,
  });
}

export function useWritePlatformAnomalies() {
  return useMutation({ mutationFn: writePlatformAnomalies });
}
