import SwaggerParser from '@apidevtools/swagger-parser';
import { OpenApiDocumentSchema, type OperationObject } from '@incasso/shared/openapi';
import { expect } from 'vitest';

type SwaggerDocument = Parameters<typeof SwaggerParser.validate>[0] & object;

/**
 * Fails unless `document` is a valid OpenAPI 3.1 document the /api-docs page can read.
 * swagger-parser checks the structure against the OpenAPI schema and resolves every $ref (it
 * mutates what it is given, hence the copy); for 3.x it skips the rules outside that schema,
 * so unique operationIds and declared path parameters are checked here.
 */
export async function expectValidOpenApi(document: unknown): Promise<void> {
  await SwaggerParser.validate(structuredClone(document) as SwaggerDocument, {
    resolve: { external: false },
  });
  const parsed = OpenApiDocumentSchema.parse(document);
  const operationIds: string[] = [];
  for (const [path, item] of Object.entries(parsed.paths)) {
    const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    for (const operation of Object.values(item) as OperationObject[]) {
      if (operation.operationId) operationIds.push(operation.operationId);
      const declared = (operation.parameters ?? []).flatMap((parameter) =>
        'in' in parameter && parameter.in === 'path' && parameter.required ? [parameter.name] : [],
      );
      expect(declared.sort(), `path parameters of ${path}`).toEqual(templated.sort());
    }
  }
  expect(new Set(operationIds).size, 'unique operationIds').toBe(operationIds.length);
}
