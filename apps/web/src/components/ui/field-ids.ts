import { clsx } from 'clsx';
import { useId } from 'react';

/** A field's control id and the ids of its hint and error, for `aria-describedby`. */
export function useFieldIds(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: clsx(hintId, errorId) || undefined };
}
