import {
  OPENAPI_DOCUMENT_PATH,
  OpenApiDocumentSchema,
  type OpenApiDocument,
} from '@incasso/shared/openapi';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '#lib/api-client.ts';

/** GET /api/v1/openapi.json: the public API as the server describes it (public, no session). */
export async function getOpenApiDocument(): Promise<OpenApiDocument> {
  const data = await api.get(OPENAPI_DOCUMENT_PATH, { handleUnauthorized: false });
  const parsed = OpenApiDocumentSchema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(502, 'serverError', 'The API description broke the contract.');
  }
  return parsed.data;
}

// The document changes only when the server is upgraded; the next page load fetches it again.
export const openApiDocumentQueryOptions = () =>
  queryOptions({
    queryKey: ['openApiDocument'] as const,
    queryFn: getOpenApiDocument,
    staleTime: Infinity,
  });

export function useOpenApiDocument() {
  return useQuery(openApiDocumentQueryOptions());
}
