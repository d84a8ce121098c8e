import {
  formatBasisPoints,
  formatCrypto,
  formatDate,
  formatDateTime,
  formatDay,
  formatDecimalText,
  formatFiatText,
  formatQuantity,
  formatTime,
} from '@incasso/shared/format';
import { formatFiat, type FiatCurrency } from '@incasso/shared/money';
import { currentLanguage, type Language } from '#i18n/index.ts';

// The web app's one way to write numbers and dates (issue 20): the shared formatters bound to the
// page's language, so every screen writes '1.200,50 €', '14,534884 USDT' and '27/11/2026' in
// Italian and '€1,200.50', '14.534884 USDT' and 'Nov 27, 2026' in English. No component formats
// by hand with Intl or toLocaleString.

/** Cents in their currency: '25,50 €' or '€25.50'. */
export const fiat = (
  cents: number,
  currency: FiatCurrency,
  language: Language = currentLanguage(),
) => formatFiat(cents, currency, language);

/** A crypto amount ('14.53488400') with its coin, trailing zeros dropped: '14,534884 USDT'. */
export const crypto = (amount: string, symbol: string, language: Language = currentLanguage()) =>
  formatCrypto(amount, symbol, language);

/** A plain decimal ('0.25') in the language's way ('0,25'). */
export const decimal = (text: string, language: Language = currentLanguage()) =>
  formatDecimalText(text, language);

/** A fiat amount's decimal text ('25.5') for a sentence that names its currency: '25,50'. */
export const fiatText = (text: string, language: Language = currentLanguage()) =>
  formatFiatText(text, language);

/** Basis points as a percentage: 25 → '0,25%'. */
export const percent = (bps: number, language: Language = currentLanguage()) =>
  formatBasisPoints(bps, language);

/** An instant's day in the reader's zone: '27/11/2026' or 'Nov 27, 2026'. */
export const date = (at: string | Date, language: Language = currentLanguage()) =>
  formatDate(at, language);

/** An instant's day and time: '27/11/2026, 14:53' or 'Nov 27, 2026, 2:53 PM'. */
export const dateTime = (
  at: string | Date,
  options: { seconds?: boolean; language?: Language } = {},
) => formatDateTime(at, options.language ?? currentLanguage(), { seconds: options.seconds });

/** A calendar day ('2026-11-27'), never moved by the reader's zone: '27/11/2026'. */
export const day = (calendarDay: string, language: Language = currentLanguage()) =>
  formatDay(calendarDay, language);

/** The time of an instant: '14:53' or '2:53 PM'. */
export const time = (at: string | Date, language: Language = currentLanguage()) =>
  formatTime(at, language);

/** An invoice quantity in hundredths: 150 → '1,5'. */
export const quantity = (hundredths: number, language: Language = currentLanguage()) =>
  formatQuantity(hundredths, language);
