import { FIAT_CURRENCIES, parseDecimal } from '@incasso/shared/money';
import type { Notification } from '@incasso/shared/notifications';
import type { Language } from '#i18n/index.ts';
import { day, decimal, fiatText } from '#lib/format.ts';

type Params = Notification['params'];

// The server stores a notification's params as plain text, the same for every reader: amounts
// as decimal text ('29.06976800', '25.00') and days as '2026-12-01'.
const AMOUNTS = new Set(['amount', 'median']);
const DAYS = new Set(['date', 'graceEnd']);
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isFiat = (currency: Params[string] | undefined) =>
  FIAT_CURRENCIES.some((fiat) => fiat === currency);

/**
 * A notification's params as the reader writes numbers and dates (issue 20): '29,069768' USDT,
 * '25,00' EUR and '01/12/2026' in Italian. Anything else, or text that is not what its name
 * says, is shown as stored.
 */
export function readerParams(params: Params, language: Language): Params {
  const fiat = isFiat(params.currency);
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      if (typeof value !== 'string') return [key, value];
      if (AMOUNTS.has(key) && parseDecimal(value)) {
        return [key, fiat ? fiatText(value, language) : decimal(value, language)];
      }
      if (DAYS.has(key) && CALENDAR_DAY.test(value)) return [key, day(value, language)];
      return [key, value];
    }),
  );
}
