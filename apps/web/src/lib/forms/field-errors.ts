import { ApiError } from '#lib/api-client.ts';

/**
 * Field path → stable error key ('required', 'invalidVatNumber'...). Paths are dotted
 * ('customer.email', 'lines.0.quantity'), as the server's 400 answer names them (DESIGN section 7).
 */
export type FieldErrors = Partial<Record<string, string>>;

/** What a failed zod parse carries, without importing zod itself. */
export interface ParseIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** The dotted path of an issue, as the server's error handler writes it ('_' for the whole). */
export function pathOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.') || '_';
}

/** The first issue of each field of a failed shared-schema parse. */
export function fieldErrorsOf(error: ParseIssues): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[pathOf(issue.path)] ??= issue.message;
  return errors;
}

/** The `fields` of a server's 400 answer (DESIGN section 7), or none. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('fields' in body)) return {};
  const fields: unknown = body.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
