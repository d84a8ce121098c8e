import type { OpenApiDocument } from '@incasso/shared/openapi';

export interface ApiConventions {
  /** The header the API key goes in (`X-API-Key`). */
  apiKeyHeader?: string;
  /** The header for safe retries (`Idempotency-Key`) and its longest value. */
  idempotency?: { header: string; maxLength: number };
}

/** What the authentication section says, read from the document rather than repeated. */
export function apiConventions(document: OpenApiDocument): ApiConventions {
  const components = document.components;
  const apiKey = Object.values(components?.securitySchemes ?? {}).find(
    (scheme) => scheme.type === 'apiKey' && scheme.in === 'header',
  );
  const idempotency = Object.values(components?.parameters ?? {}).find(
    (parameter) => parameter.in === 'header' && /^idempotency-key$/i.test(parameter.name),
  );
  return {
    ...(apiKey?.name && { apiKeyHeader: apiKey.name }),
    ...(idempotency?.schema?.maxLength !== undefined && {
      idempotency: { header: idempotency.name, maxLength: idempotency.schema.maxLength },
    }),
  };
}
