import { AppError } from '#server/lib/app-error.ts';

/** The stable error key a call was refused with, or 'resolved'; anything else is rethrown. */
export function errorKeyOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'resolved',
    (error: unknown) => {
      if (error instanceof AppError) return error.error;
      throw error;
    },
  );
}
