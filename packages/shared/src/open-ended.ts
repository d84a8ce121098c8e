// No zod here: the pay page's island imports this, and zod alone is 30 KB gzip of its 60 KB
// budget (issue 22, P5). `@incasso/shared/payments` re-exports both.

/**
 * The expiry of a request that never times out (an invoice's pay link): it stays payable until
 * it is paid or its owner cancels it. A date rather than none, so every "expired by now?" test
 * reads it as not yet; it still leaves room for the monitoring window inside four-digit years.
 */
export const OPEN_ENDED_EXPIRES_AT = '9999-01-01T00:00:00.000Z';

/** Whether a request's expiry is the open-ended one: no countdown, no timeout. */
export function isOpenEnded(expiresAt: string | Date): boolean {
  return new Date(expiresAt).getTime() >= Date.parse(OPEN_ENDED_EXPIRES_AT);
}
