import { z } from 'zod';
import { ChainIdSchema } from './chains';
import { CurrencyIdSchema } from './currencies';
import { FIAT_AMOUNT_MAX_CENTS, FiatCurrencySchema } from './money';
import { REDIRECT_URL_MAX } from './payments';

// Payment links and buttons (issue 21 section 4, decision note 100): a reusable link a merchant
// shares or embeds. Every visit that pays becomes a payment request of its own, priced in fiat,
// whose payer picks the coin on the hosted pay page.

export const PAYMENT_LINK_TITLE_MAX = 120;
export const PAYMENT_LINK_DESCRIPTION_MAX = 500;
/** Slugs are random and URL-safe: 12 base62 characters are ~71 bits, not guessable. */
export const PAYMENT_LINK_SLUG_LENGTH = 12;
/** The embed script's budget, gzip bytes: it loads on other people's pages. */
export const EMBED_SCRIPT_MAX_GZIP_BYTES = 5 * 1024;
/** How many of a link's latest payments its detail shows. */
export const PAYMENT_LINK_PAYMENTS_SHOWN = 50;

/** A deleted link is gone for the merchant and its page: only active and paused ones are seen. */
export const PAYMENT_LINK_STATUSES = ['active', 'paused'] as const;
export const PaymentLinkStatusSchema = z.enum(PAYMENT_LINK_STATUSES);
export type PaymentLinkStatus = z.infer<typeof PaymentLinkStatusSchema>;

const CentsSchema = z.number().int().min(1, 'amountTooSmall').max(FIAT_AMOUNT_MAX_CENTS);

/** A fixed price, or an amount the payer types between a minimum and a maximum. */
export const PaymentLinkAmountSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('fixed'), cents: CentsSchema }),
  z
    .strictObject({ kind: z.literal('open'), minCents: CentsSchema, maxCents: CentsSchema })
    .refine((amount) => amount.minCents <= amount.maxCents, {
      message: 'minAboveMax',
      path: ['maxCents'],
    }),
]);
export type PaymentLinkAmount = z.infer<typeof PaymentLinkAmountSchema>;

export const CreatePaymentLinkInputSchema = z.strictObject({
  title: z.string().trim().min(1, 'required').max(PAYMENT_LINK_TITLE_MAX, 'tooLong'),
  description: z.string().trim().max(PAYMENT_LINK_DESCRIPTION_MAX, 'tooLong').default(''),
  currency: FiatCurrencySchema,
  amount: PaymentLinkAmountSchema,
  walletId: z.uuid(),
  /** The coins the payer may pick among, all accepted by the wallet. */
  currencies: z
    .array(CurrencyIdSchema)
    .min(1, 'coinsRequired')
    .max(CurrencyIdSchema.options.length)
    .refine((coins) => new Set(coins).size === coins.length, 'duplicateCoins'),
  /** Where the payer goes once paid (the pay page adds payment_id). */
  redirectUrl: z
    .url({ protocol: /^https?$/, error: 'invalidRedirectUrl' })
    .max(REDIRECT_URL_MAX)
    .nullable()
    .default(null),
});
export type CreatePaymentLinkInput = z.input<typeof CreatePaymentLinkInputSchema>;
export type CreatePaymentLink = z.output<typeof CreatePaymentLinkInputSchema>;

export const PaymentLinkParamsSchema = z.object({ id: z.uuid() });
export const PaymentLinkSlugParamsSchema = z.object({
  slug: z
    .string()
    .regex(/^[0-9A-Za-z]+$/)
    .max(PAYMENT_LINK_SLUG_LENGTH),
});

export const PaymentLinkSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  /** The public page, `<publicUrl>/l/<slug>`. */
  url: z.string(),
  title: z.string(),
  description: z.string(),
  currency: FiatCurrencySchema,
  amount: PaymentLinkAmountSchema,
  walletId: z.uuid().nullable(),
  chain: ChainIdSchema,
  currencies: z.array(CurrencyIdSchema),
  redirectUrl: z.string().nullable(),
  status: PaymentLinkStatusSchema,
  /** Confirmed payments made through the link, and their sum in its currency. */
  paidCount: z.number().int(),
  paidCents: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type PaymentLink = z.infer<typeof PaymentLinkSchema>;
export const PaymentLinkListSchema = z.array(PaymentLinkSchema);

/** A request a visit made: `open` until paid or closed (timed out or cancelled). */
export const LINK_PAYMENT_STATUSES = ['open', 'paid', 'closed'] as const;
export const LinkPaymentStatusSchema = z.enum(LINK_PAYMENT_STATUSES);
export type LinkPaymentStatus = z.infer<typeof LinkPaymentStatusSchema>;

export const LinkPaymentSchema = z.object({
  paymentId: z.uuid(),
  fiatCents: z.number().int(),
  status: LinkPaymentStatusSchema,
  createdAt: z.iso.datetime(),
});
export type LinkPayment = z.infer<typeof LinkPaymentSchema>;

export const PaymentLinkDetailSchema = PaymentLinkSchema.extend({
  /** The latest PAYMENT_LINK_PAYMENTS_SHOWN requests, newest first. */
  payments: z.array(LinkPaymentSchema),
});
export type PaymentLinkDetail = z.infer<typeof PaymentLinkDetailSchema>;

/**
 * The link as its payer sees it. `unavailable`: the merchant's plan or account no longer
 * allows it; a deleted or unknown slug answers 404 instead.
 */
export const PublicPaymentLinkSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  merchantName: z.string(),
  currency: FiatCurrencySchema,
  amount: PaymentLinkAmountSchema,
  state: z.enum(['active', 'paused', 'unavailable']),
});
export type PublicPaymentLink = z.infer<typeof PublicPaymentLinkSchema>;

/** A visit that pays: the amount only for an open link (a fixed link's is its own). */
export const PayPaymentLinkInputSchema = z.strictObject({
  amountCents: CentsSchema.optional(),
});
export type PayPaymentLinkInput = z.infer<typeof PayPaymentLinkInputSchema>;

export const PaymentLinkVisitSchema = z.object({
  paymentId: z.uuid(),
  /** The hosted pay page of the new request. */
  payUrl: z.string(),
});
export type PaymentLinkVisit = z.infer<typeof PaymentLinkVisitSchema>;

/** The cents a visit asks for, or why not: the server's rule, also run by the page. */
export function linkAmountFor(
  amount: PaymentLinkAmount,
  typedCents: number | undefined,
): { ok: true; cents: number } | { ok: false; error: 'amountRequired' | 'amountOutOfRange' } {
  if (amount.kind === 'fixed') return { ok: true, cents: amount.cents };
  if (typedCents === undefined) return { ok: false, error: 'amountRequired' };
  if (typedCents < amount.minCents || typedCents > amount.maxCents) {
    return { ok: false, error: 'amountOutOfRange' };
  }
  return { ok: true, cents: typedCents };
}

/** The snippet a merchant pastes into a page: the button is a plain link without the script. */
export function embedSnippet(publicUrl: string, url: string, label: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const text = label.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return [
    `<a href="${url}" data-incasso-button>${text}</a>`,
    `<script src="${origin}/embed/button.js" async></script>`,
  ].join('\n');
}
