import { ApiError } from '#lib/api-client.ts';

/** Field name → stable error key ('required', 'invalidVatNumber'...), as the server sends them. */
export type FieldErrors = Partial<Record<string, string>>;

/** What a failed zod parse carries, without importing zod itself. */
interface ParseIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** The first issue of each field of a failed shared-schema parse. */
export function fieldErrorsOf(error: ParseIssues): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !errors[field]) errors[field] = issue.message;
  }
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
