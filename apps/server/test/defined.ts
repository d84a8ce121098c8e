/** Narrows away undefined/null in tests (non-null assertions are linted out), failing loudly. */
export function defined<T>(value: T | null | undefined, what = 'value'): T {
  if (value === undefined || value === null) throw new Error(`expected ${what} to be present`);
  return value;
}
