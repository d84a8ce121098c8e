import { ApiError } from '#lib/api-client.ts';
import { PAY_TEXT_KEYS, type PayTextKey } from '../i18n/pay-texts';

const isPayTextKey = (key: string): key is PayTextKey =>
  PAY_TEXT_KEYS.some((known) => known === key);

/**
 * What to tell the payer when a coin choice failed: the server's error key when the page has
 * its text (DESIGN section 7), else what the status means for a choice.
 */
export function choiceErrorKey(error: unknown): PayTextKey {
  if (!(error instanceof ApiError)) return 'payPage.chooseFailed';
  const known = `errors.${error.key}`;
  if (isPayTextKey(known)) return known;
  if (error.status === 409) return 'payPage.choiceClosed';
  if (error.status === 400 || error.status === 422) return 'payPage.coinNotOffered';
  return 'payPage.chooseFailed';
}
