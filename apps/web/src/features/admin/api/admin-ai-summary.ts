import { useMutation, useQuery } from '@tanstack/react-query';
import { AdminUserAiSummarySchema, type AdminUserAiSummary } from '@incasso/shared/admin';
import type { AiLanguage } from '@incasso/shared/ai';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

const path = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/ai-summary`;

/** GET …/ai-summary: the user summary's figures, computed without a model. */
export async function getAdminAiSummary(userId: string): Promise<AdminUserAiSummary> {
  return AdminUserAiSummarySchema.parse(await api.get(path(userId)));
}

/** POST …/ai-summary: the figures again, with the model's words in `language`. */
export async function writeAdminAiSummary(
  userId: string,
  language: AiLanguage,
): Promise<AdminUserAiSummary> {
  return AdminUserAiSummarySchema.parse(await api.post(path(userId), { language }));
}

export function useAdminAiSummary(userId: string) {
  return useQuery({
    queryKey: queryKeys.adminAnalytics('aiSummary', userId),
    queryFn: () => getAdminAiSummary(userId),
  });
}

export function useWriteAdminAiSummary(userId: string) {
  return useMutation({
    mutationFn: (language: AiLanguage) => writeAdminAiSummary(userId, language),
  });
}
