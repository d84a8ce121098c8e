/**
 * Whether an error is PostgreSQL's unique violation (23505), from pg or PGlite, as thrown or as
 * the cause drizzle wraps it in.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
