import {
  SecurityAnalysisSchema,
  type SecurityAnalysis,
} from '@incasso/shared/accounts/security-analysis';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/security-analysis: the user's scored sign-ins and transaction anomalies. */
export async function getSecurityAnalysis(): Promise<SecurityAnalysis> {
  return SecurityAnalysisSchema.parse(await api.get('/api/security-analysis'));
}

export const securityAnalysisQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile('securityAnalysis'), queryFn: getSecurityAnalysis });

export function useSecurityAnalysis() {
  return useQuery(securityAnalysisQueryOptions());
}
