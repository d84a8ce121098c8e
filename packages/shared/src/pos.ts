import { z } from 'zod';
import { EmailSchema } from './accounts/auth';
import { CurrencyIdSchema } from './currencies';
import { LocaleSchema } from './locale';
import { PaymentStatusSchema } from './events';
import { FIAT_AMOUNT_MAX_CENTS, FiatCurrencySchema } from './money';
import { PaymentRequestSchema } from './payments';

// Point of sale (issue 11, decision note 045): a catalogue of products, sales charged as payment
// requests carrying their cart as line items, and a customer display that follows the till.

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 500;
export const PRODUCT_CATEGORY_MAX = 60;
export const PRODUCTS_MAX = 500;
/** Uploaded product pictures: at most 1 MiB, PNG, JPEG or WebP (checked by their magic bytes). */
export const PRODUCT_IMAGE_MAX_BYTES = 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const ProductImageTypeSchema = z.enum(PRODUCT_IMAGE_TYPES);
export type ProductImageType = z.infer<typeof ProductImageTypeSchema>;
/** Base64 of the largest picture: 4 characters per 3 bytes, padded. */
export const PRODUCT_IMAGE_BASE64_MAX = Math.ceil(PRODUCT_IMAGE_MAX_BYTES / 3) * 4;

export const SALE_LINES_MAX = 100;
export const SALE_QUANTITY_MAX = 999;
export const CUSTOM_LINE_NAME_MAX = 120;
export const TIP_PERCENT_MAX = 100;
export const TIP_CHOICES_MAX = 6;
/** How long a customer display link keeps working. */
export const DISPLAY_LINK_TTL_MINUTES = 240;
/** Live display links per merchant: a few screens, not an unbounded pile of rows. */
export const DISPLAY_LINKS_MAX = 10;
/** A display shows the till's latest sale made within this window. */
export const DISPLAY_SALE_WINDOW_MINUTES = 60;

const trimmed = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((value) => (value ? value : null));
const PriceCentsSchema = z
  .number()
  .int('amountInvalid')
  .min(1, 'amountTooSmall')
  .max(FIAT_AMOUNT_MAX_CENTS, 'amountTooLarge');

const productFields = {
  name: trimmed(PRODUCT_NAME_MAX),
  description: optionalText(PRODUCT_DESCRIPTION_MAX),
  category: optionalText(PRODUCT_CATEGORY_MAX),
  priceCents: PriceCentsSchema,
  currency: FiatCurrencySchema,
  active: z.boolean(),
};

export const CreateProductInputSchema = z.strictObject({
  ...productFields,
  active: productFields.active.default(true),
});
export type CreateProductInput = z.input<typeof CreateProductInputSchema>;
export type CreateProduct = z.output<typeof CreateProductInputSchema>;

export const UpdateProductInputSchema = z
  .strictObject(productFields)
  .partial()
  .refine((input) => Object.keys(input).length > 0, 'nothingToChange');
export type UpdateProductInput = z.input<typeof UpdateProductInputSchema>;
export type UpdateProduct = z.output<typeof UpdateProductInputSchema>;

export const ProductImageInputSchema = z.strictObject({
  contentType: ProductImageTypeSchema,
  /** The picture's bytes in base64: the CSRF rule wants JSON bodies (DESIGN section 9). */
  data: z.string().max(PRODUCT_IMAGE_BASE64_MAX, 'imageTooLarge').pipe(z.base64('imageInvalid')),
});
export type ProductImageInput = z.infer<typeof ProductImageInputSchema>;

export const ProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  priceCents: z.number().int(),
  currency: FiatCurrencySchema,
  active: z.boolean(),
  /** Versioned by the upload time, so it may be cached for long. */
  imageUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Product = z.infer<typeof ProductSchema>;
export const ProductListSchema = z.array(ProductSchema);
export const ProductParamsSchema = z.object({ id: z.uuid() });

export const LINE_ITEM_KINDS = ['product', 'custom', 'tip'] as const;
export const LineItemKindSchema = z.enum(LINE_ITEM_KINDS);
export type LineItemKind = z.infer<typeof LineItemKindSchema>;

const QuantitySchema = z.number().int().min(1, 'quantityInvalid').max(SALE_QUANTITY_MAX);

/** A cart line: a catalogue product (priced by the server) or an amount typed on the keypad. */
export const SaleLineInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('product'), productId: z.uuid(), quantity: QuantitySchema }),
  z.strictObject({
    kind: z.literal('custom'),
    name: optionalText(CUSTOM_LINE_NAME_MAX),
    unitCents: PriceCentsSchema,
    quantity: QuantitySchema,
  }),
]);
export type SaleLineInput = z.input<typeof SaleLineInputSchema>;

export const CreateSaleInputSchema = z.strictObject({
  walletId: z.uuid(),
  currency: z.string().toLowerCase().pipe(CurrencyIdSchema),
  fiatCurrency: FiatCurrencySchema,
  lines: z.array(SaleLineInputSchema).min(1, 'cartEmpty').max(SALE_LINES_MAX, 'cartTooLarge'),
  /** One of the merchant's tip choices, or 0 for none. */
  tipPercent: z.number().int().min(0).max(TIP_PERCENT_MAX).default(0),
});
export type CreateSaleInput = z.input<typeof CreateSaleInputSchema>;
export type CreateSale = z.output<typeof CreateSaleInputSchema>;

export const LineItemSchema = z.object({
  position: z.number().int(),
  kind: LineItemKindSchema,
  productId: z.uuid().nullable(),
  name: z.string(),
  unitCents: z.number().int(),
  quantity: z.number().int(),
  totalCents: z.number().int(),
});
export type LineItem = z.infer<typeof LineItemSchema>;

export const SaleSchema = z.object({
  payment: PaymentRequestSchema,
  lineItems: z.array(LineItemSchema),
  subtotalCents: z.number().int(),
  tipCents: z.number().int(),
});
export type Sale = z.infer<typeof SaleSchema>;
export const SaleParamsSchema = z.object({ id: z.uuid() });

export const ReceiptEmailInputSchema = z.strictObject({
  email: EmailSchema,
  /** The till's language, which the buyer at the counter shares. */
  locale: LocaleSchema.default('en'),
});

export const PosSettingsSchema = z.strictObject({
  /** The tip percentages offered at the till, in the order shown. */
  tipPercents: z
    .array(z.number().int().min(1).max(TIP_PERCENT_MAX))
    .max(TIP_CHOICES_MAX)
    .refine((values) => new Set(values).size === values.length, 'duplicateTips'),
});
export type PosSettings = z.infer<typeof PosSettingsSchema>;
export const DEFAULT_TIP_PERCENTS = [5, 10, 15];

export const DisplayLinkSchema = z.object({
  id: z.uuid(),
  /** The public page the second screen opens; its token is shown once. */
  url: z.string(),
  token: z.string(),
  expiresAt: z.iso.datetime(),
});
export type DisplayLink = z.infer<typeof DisplayLinkSchema>;
export const DisplayTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

/** What the customer's screen shows: no address book, no other sale, nothing to change. */
export const DisplaySaleSchema = z.object({
  paymentId: z.uuid(),
  status: PaymentStatusSchema,
  amount: z.string(),
  symbol: z.string(),
  fiatAmount: z.string(),
  fiatCents: z.number().int(),
  fiatCurrency: FiatCurrencySchema,
  qrContent: z.string(),
  /** The EIP-681 link the display's first QR encodes (decision note 092). */
  eip681: z.string().nullable(),
  address: z.string(),
  /** The network's name, so the customer picks the right one in the wallet app. */
  chainName: z.string(),
  expiresAt: z.string(),
  lineItems: z.array(LineItemSchema),
});
export type DisplaySale = z.infer<typeof DisplaySaleSchema>;
/** The till's cart while it is being built, priced by the server, for the customer's screen. */
export const TillCartInputSchema = z.strictObject({
  fiatCurrency: FiatCurrencySchema,
  lines: z.array(SaleLineInputSchema).max(SALE_LINES_MAX, 'cartTooLarge'),
  tipPercent: z.number().int().min(0).max(TIP_PERCENT_MAX).default(0),
});
export type TillCartInput = z.input<typeof TillCartInputSchema>;
export type TillCart = z.output<typeof TillCartInputSchema>;

export const DisplayCartSchema = z.object({
  fiatCurrency: FiatCurrencySchema,
  lineItems: z.array(LineItemSchema),
  subtotalCents: z.number().int(),
  tipCents: z.number().int(),
  totalCents: z.number().int(),
});
export type DisplayCart = z.infer<typeof DisplayCartSchema>;

export const DisplayStateSchema = z.object({
  merchantName: z.string(),
  expiresAt: z.iso.datetime(),
  /** The cart the till is building; null once it is charged or emptied. */
  cart: DisplayCartSchema.nullable(),
  sale: DisplaySaleSchema.nullable(),
});
export type DisplayState = z.infer<typeof DisplayStateSchema>;

export const PosSummarySchema = z.object({
  /** Completed POS sales of the last 30 days, per fiat currency. */
  totals: z.array(
    z.object({ fiatCurrency: FiatCurrencySchema, count: z.number().int(), totalCents: z.number() }),
  ),
});
export type PosSummary = z.infer<typeof PosSummarySchema>;
export const POS_SUMMARY_DAYS = 30;
