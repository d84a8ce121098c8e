import { useQuery } from '@tanstack/react-query';
import { AdminAiStatusSchema } from '@incasso/shared/admin';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/admin/ai: which AI analyses the server offers. */
export function useAdminAi() {
  return useQuery({
    queryKey: queryKeys.adminAnalytics('ai'),
    queryFn: async () => AdminAiStatusSchema.parse(await api.get('/api/admin/ai')),
  });
}
