import { queryOptions, useQuery } from '@tanstack/react-query';
import { DemoInfoSchema } from '@incasso/shared/demo';
import { ApiError, api } from '#lib/api-client.ts';

/** True when the server is `npm run demo` (GET /api/demo answers there only, 404 elsewhere). */
export async function getIsDemo(): Promise<boolean> {
  try {
    return DemoInfoSchema.safeParse(await api.get('/api/demo')).success;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

// A server does not change mode while the page is open: asked once.
export const demoInfoQueryOptions = () =>
  queryOptions({ queryKey: ['demo'] as const, queryFn: getIsDemo, staleTime: Infinity });

export function useIsDemo(): boolean {
  return useQuery(demoInfoQueryOptions()).data === true;
}
