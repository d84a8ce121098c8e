import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUnverifiableResolution } from '@incasso/shared/admin';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** POST /api/admin/chains/unverifiable/:id: keep or undo a payment a deep reorg left to check. */
export async function resolveUnverifiable(change: {
  id: string;
  resolution: AdminUnverifiableResolution;
}) {
  await api.post(`/api/admin/chains/unverifiable/${encodeURIComponent(change.id)}`, {
    resolution: change.resolution,
  });
}

export function useResolveUnverifiable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveUnverifiable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminStats() }),
  });
}
