import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AuditListSchema, type AuditQueryInput } from '@incasso/shared/admin';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/admin/audit (SPEC's adminAnalytics category: what administrators did). */
export function useAuditLog(query: AuditQueryInput) {
  return useQuery({
    queryKey: queryKeys.adminAnalytics('audit', query),
    queryFn: async () => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== '') params.set(key, String(value));
      }
      return AuditListSchema.parse(await api.get(`/api/admin/audit?${params.toString()}`));
    },
    placeholderData: keepPreviousData,
  });
}
