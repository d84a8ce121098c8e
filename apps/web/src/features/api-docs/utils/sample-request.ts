import type { OpenApiDocument } from '@incasso/shared/openapi';
import { exampleValue, placeholder } from './example-value';
import type { ApiOperation } from './operations';

/** A header value each language writes its own way: an environment variable or a fresh UUID. */
export type HeaderValue =
  { kind: 'env'; name: string } | { kind: 'uuid' } | { kind: 'text'; value: string };

/** What the code samples send, built once from the operation and written in each language. */
export interface SampleRequest {
  method: string;
  /** Absolute, with path parameters as placeholders and the query string when there is one. */
  url: string;
  /** The URL without its query, and the query apart (Python's requests takes `params`). */
  baseUrl: string;
  query: [string, string][];
  headers: [string, HeaderValue][];
  body?: unknown;
}

export const API_KEY_VARIABLE = 'INCASSO_API_KEY';

function queryText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The smallest valid request: required parameters and fields, the key from the environment. */
export function sampleRequest(operation: ApiOperation, document: OpenApiDocument): SampleRequest {
  const schemas = document.components?.schemas ?? {};
  const origin = (document.servers?.[0]?.url ?? '').replace(/\/$/, '');
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => placeholder(name));
  const required = operation.parameters.filter((parameter) => parameter.required);
  const query = required
    .filter((parameter) => parameter.in === 'query')
    .map((parameter): [string, string] => [
      parameter.name,
      queryText(exampleValue(parameter.schema ?? {}, schemas, parameter.name)),
    ]);
  const apiKey = Object.values(document.components?.securitySchemes ?? {}).find(
    (scheme) => scheme.type === 'apiKey' && scheme.in === 'header',
  );
  const headers: [string, HeaderValue][] = [];
  if (apiKey?.name) headers.push([apiKey.name, { kind: 'env', name: API_KEY_VARIABLE }]);
  for (const parameter of operation.parameters.filter((p) => p.in === 'header')) {
    // Idempotency keys must be unique per request: the samples make a fresh one.
    if (/idempotency/i.test(parameter.name)) headers.push([parameter.name, { kind: 'uuid' }]);
    else if (parameter.required) {
      headers.push([parameter.name, { kind: 'text', value: placeholder(parameter.name) }]);
    }
  }
  const baseUrl = `${origin}${path}`;
  const search = new URLSearchParams(query).toString();
  return {
    method: operation.method,
    url: search ? `${baseUrl}?${search}` : baseUrl,
    baseUrl,
    query,
    headers,
    ...(operation.body && { body: exampleValue(operation.body.schema, schemas, 'body') }),
  };
}
