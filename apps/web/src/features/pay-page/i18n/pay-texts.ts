// The pay page's texts: the server picks them from the locale files in the payer's language and
// hands them to the island with its data, so the island ships no i18next and no locale file
// (decision note 038). Every key the pay page asks for is listed here, and the locale test
// checks that each exists in it.json and en.json.
export const PAY_TEXT_KEYS = [
  'app.name',
  'pages.pay',
  'language.label',
  'language.it',
  'language.en',
  'payPage.notFound',
  'payPage.loadFailed',
  'payPage.title',
  'payPage.qrKind',
  'payPage.qr.payment',
  'payPage.qr.wallet',
  'payPage.qrLabel',
  'payPage.detailsQrLabel',
  'payPage.openInWallet',
  'payPage.browserWallet.payWith',
  'payPage.browserWallet.payWithNamed',
  'payPage.browserWallet.step.connecting',
  'payPage.browserWallet.step.switching',
  'payPage.browserWallet.step.confirming',
  'payPage.browserWallet.sent',
  'payPage.browserWallet.error.rejected',
  'payPage.browserWallet.error.busy',
  'payPage.browserWallet.error.unknownChain',
  'payPage.browserWallet.error.wrongChain',
  'payPage.browserWallet.error.noAccount',
  'payPage.browserWallet.error.wrongAccount',
  'payPage.browserWallet.error.failed',
  'payPage.exactAmount',
  'payPage.recipient',
  'payPage.network',
  'payPage.warning',
  'payPage.viewTransaction',
  'payPage.inProgress',
  'payPage.successTitle',
  'payPage.successBody',
  'payPage.redirecting',
  'payPage.returnNow',
  'payPage.expiredTitle',
  'payPage.expiredBody',
  'payPage.footer',
  'payPage.cancelledTitle',
  'payPage.cancelledBody',
  'payPage.chooseTitle',
  'payPage.chooseHint',
  'payPage.payWith',
  'payPage.choosing',
  'payPage.changeCoin',
  'payPage.keepCoin',
  'payPage.chooseFailed',
  'payPage.coinNotOffered',
  'payPage.choiceClosed',
  'payPage.needsJavaScript',
  'payments.status.PENDING',
  'payments.status.DETECTED',
  'payments.status.CONFIRMING',
  'payments.status.CONFIRMED',
  'payments.status.TIMED_OUT',
  'payments.status.CANCELLED',
  'payments.confirmations',
  'payments.expiresIn',
  'payments.expired',
  'payments.payBy',
  'payPage.purpose.invoice',
  'payPage.purpose.recurring',
  'payPage.purpose.plan',
  'payPage.purpose.planMonthly',
  'payPage.purpose.planYearly',
  'payPage.purpose.fees',
  'payPage.purpose.order',
  'payPage.purpose.link',
  'payments.copied',
  'payments.copyAmount',
  'payments.copyAddress',
  // The server's error keys a coin choice can meet (DESIGN section 7).
  'errors.notFound',
  'errors.rateLimited',
  'errors.priceUnavailable',
  'errors.networkError',
  'errors.serverError',
] as const;

export type PayTextKey = (typeof PAY_TEXT_KEYS)[number];
export type PayTexts = Record<PayTextKey, string>;

type Tree = { readonly [key: string]: unknown };

function lookup(tree: Tree, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Tree)[part] : undefined,
      tree,
    );
}

/** The pay page's texts out of one locale file; a missing text shows its key, as i18next does. */
export function pickPayTexts(locale: Tree): PayTexts {
  const texts = {} as PayTexts;
  for (const key of PAY_TEXT_KEYS) {
    const value = lookup(locale, key);
    texts[key] = typeof value === 'string' ? value : key;
  }
  return texts;
}

/** The texts as they arrive in the island's data, or null when they are not all there. */
export function parsePayTexts(value: unknown): PayTexts | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const texts = {} as PayTexts;
  for (const key of PAY_TEXT_KEYS) {
    const text = record[key];
    if (typeof text !== 'string') return null;
    texts[key] = text;
  }
  return texts;
}

export type TextValues = Record<string, string | number>;

/** i18next's `{{name}}` interpolation, without escaping: React escapes what it renders. */
export function interpolate(text: string, values: TextValues = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}
