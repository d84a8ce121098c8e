import { z } from 'zod';
import { ChainIdSchema } from './chains';
import { CurrencyIdSchema, CurrencySymbolSchema } from './currencies';
import type { PaymentEventData } from './domain-events';
import type { PaymentStatus } from './events';
import { FiatCurrencySchema } from './money';
import { FiatAmountInputSchema, ORDER_ID_MAX, REDIRECT_URL_MAX } from './payments';

// The developer platform (SPEC sections 3, 6 and 7; DESIGN sections 7 and 9): API keys, the
// public API v1 and webhooks. Premium only.

export const API_KEY_SCOPES = ['payments:read', 'payments:write'] as const;
export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScopeSchema>;

export const API_KEY_NAME_MAX = 100;
/** Enough for every integration a shop runs; each key is one more secret to keep. */
export const API_KEYS_MAX = 20;
export const IDEMPOTENCY_KEY_MAX = 255;
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export const ApiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The start of the key, shown so keys can be told apart (`inc_3f9a1c…`). */
  prefix: z.string(),
  scopes: z.array(ApiKeyScopeSchema),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;
export const ApiKeyListSchema = z.array(ApiKeySchema);

export const CreateApiKeyInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'required').max(API_KEY_NAME_MAX, 'tooLong'),
  scopes: z
    .array(ApiKeyScopeSchema, 'invalidScopes')
    .min(1, 'scopesRequired')
    .max(API_KEY_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'invalidScopes'),
});
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyInputSchema>;

/** The one answer that holds the whole key: it is never shown again. */
export const CreatedApiKeySchema = ApiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

// Public API v1. Statuses are lower case there, as SPEC's example (`status: "pending"`).

export const API_PAYMENT_STATUSES = [
  'pending',
  'detected',
  'confirming',
  'confirmed',
  'timed_out',
  'cancelled',
] as const;
export const ApiPaymentStatusSchema = z.enum(API_PAYMENT_STATUSES);
export type ApiPaymentStatus = z.infer<typeof ApiPaymentStatusSchema>;

export function apiPaymentStatus(status: PaymentStatus): ApiPaymentStatus {
  return status.toLowerCase() as ApiPaymentStatus;
}

export const CreateApiPaymentInputSchema = z
  .strictObject({
    amount: FiatAmountInputSchema.meta({
      description: 'The amount in fiat, at most 2 decimals (a decimal string is read too).',
      examples: [25.5],
    }),
    currency: z
      .string()
      .max(8)
      .toUpperCase()
      .pipe(FiatCurrencySchema)
      .meta({ description: 'The fiat currency: EUR or USD.', examples: ['EUR'] }),
    walletId: z
      .string()
      .min(1)
      .max(64)
      .meta({
        description: 'One of your wallets (Settings → Wallets); the payer picks among its coins.',
        examples: ['3f2a1b0c-9999-4d5e-8f90-a1b2c3d4e5f6'],
      }),
    orderId: z
      .string()
      .trim()
      .min(1)
      .max(ORDER_ID_MAX)
      .optional()
      .meta({ description: 'Your reference, returned and searchable.', examples: ['order-1042'] }),
    redirectUrl: z
      .url({ protocol: /^https?$/, error: 'invalidRedirectUrl' })
      .max(REDIRECT_URL_MAX)
      .optional()
      .meta({
        description:
          'Where the payer returns once the payment is confirmed, with payment_id added (http or https).',
        examples: ['https://shop.example/thanks'],
      }),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, fiatCents: amount }));
export type CreateApiPaymentInput = z.input<typeof CreateApiPaymentInputSchema>;
export type CreateApiPayment = z.output<typeof CreateApiPaymentInputSchema>;

/** What a wallet needs to pay: filled once the coin is known (see `walletLinkOf`). */
export interface ApiWalletLink {
  chainId: number;
  tokenAddress: string | null;
  decimals: number;
  eip681: string;
}

/** The crypto side of a payment, once the payer has chosen a coin on the pay page. */
export const ApiPaymentCryptoSchema = z
  .object({
    symbol: CurrencySymbolSchema.meta({ description: 'The coin the payer pays with.' }),
    chain: ChainIdSchema.meta({ description: "Incasso's name of the network." }),
    chainId: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The EIP-155 chain id (1, 56, 137, 25).', examples: [1] }),
    tokenAddress: z.string().nullable().meta({
      description: "The token contract; null for the network's own coin (ETH, BNB, POL, CRO).",
    }),
    decimals: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The decimals of `amountBaseUnits` (6 for USDT on Ethereum).' }),
    address: z.string().meta({ description: 'The receiving address: your wallet.' }),
    amount: z.string().meta({
      description: 'The exact amount to send, a decimal string with 8 decimals.',
      examples: ['29.06976800'],
    }),
    amountBaseUnits: z.string().meta({
      description: 'The same amount in base units (an integer as a string).',
      examples: ['29069768'],
    }),
    paidAmount: z.string().meta({ description: 'Received so far, 8 decimals.' }),
    rate: z.string().meta({ description: 'Fiat per coin, as the request was priced.' }),
    eip681: z
      .string()
      .nullable()
      .meta({
        description:
          'The EIP-681 link a wallet opens to send exactly this transfer (what the QR encodes).',
        examples: [
          'ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=29069768',
        ],
      }),
  })
  .meta({ id: 'PaymentCrypto' });

export const ApiPaymentSchema = z
  .object({
    paymentId: z.uuid().meta({ description: 'The payment request id.' }),
    status: ApiPaymentStatusSchema.meta({
      description:
        '`pending` until a transfer is seen, `detected` and `confirming` while it confirms, then `confirmed`; or `timed_out` and `cancelled`.',
    }),
    amount: z.number().meta({ description: 'The fiat amount, as created.', examples: [25.5] }),
    currency: FiatCurrencySchema.meta({ description: 'The fiat currency.' }),
    paymentUrl: z.string().meta({ description: 'The hosted pay page to send the payer to.' }),
    orderId: z.string().nullable().meta({ description: 'Your reference, as sent.' }),
    redirectUrl: z
      .string()
      .nullable()
      .meta({ description: 'Where the payer returns once confirmed.' }),
    crypto: ApiPaymentCryptoSchema.nullable().meta({
      description: 'Null until the payer picks a coin on the pay page.',
    }),
    txHash: z.string().nullable().meta({ description: 'The paying transaction, once seen.' }),
    confirmations: z.number().int().meta({ description: 'Confirmations so far.' }),
    requiredConfirmations: z
      .number()
      .int()
      .meta({ description: 'Confirmations needed for `confirmed`.' }),
    paidLate: z.boolean().meta({ description: 'Paid after the window closed.' }),
    underpaid: z.boolean().meta({ description: 'Less than the amount arrived.' }),
    overpaid: z.boolean().meta({ description: 'More than the amount arrived.' }),
    createdAt: z.string().meta({ description: 'ISO 8601.' }),
    expiresAt: z.string().meta({ description: 'ISO 8601: the end of the payment window.' }),
  })
  .meta({ id: 'Payment' });
export type ApiPayment = z.infer<typeof ApiPaymentSchema>;

/** `GET /api/v1/wallets`: where requests can be paid to, with the id `createPayment` needs. */
export const ApiWalletSchema = z
  .object({
    id: z.uuid().meta({ description: 'Pass as `walletId` to create a payment on this wallet.' }),
    name: z.string().meta({ description: 'Your name for it.', examples: ['Shop Ledger'] }),
    chain: ChainIdSchema.meta({ description: "Incasso's name of the network." }),
    chainId: z
      .number()
      .int()
      .meta({ description: 'The EIP-155 chain id.', examples: [1] }),
    address: z.string().meta({ description: 'The receiving address.' }),
    coins: z
      .array(
        z.object({
          currency: CurrencyIdSchema,
          symbol: CurrencySymbolSchema,
          tokenAddress: z
            .string()
            .nullable()
            .meta({ description: "The token contract; null for the network's own coin." }),
          decimals: z.number().int(),
        }),
      )
      .meta({ description: 'The coins a payer may pick on the pay page.' }),
  })
  .meta({ id: 'Wallet' });
export type ApiWallet = z.infer<typeof ApiWalletSchema>;
export const ApiWalletListSchema = z.object({ data: z.array(ApiWalletSchema) });
export type ApiWalletList = z.infer<typeof ApiWalletListSchema>;

export const API_PAGE_SIZE_MAX = 100;

const ApiDateSchema = z.iso.datetime({ offset: true, error: 'invalidDate' }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1970 && year <= 9999;
}, 'invalidDate');

export const ApiPaymentListQuerySchema = z.strictObject({
  status: ApiPaymentStatusSchema.optional(),
  orderId: z.string().max(ORDER_ID_MAX).optional(),
  /** ISO 8601 date-times; `createdFrom` included, `createdTo` excluded. */
  createdFrom: ApiDateSchema.optional(),
  createdTo: ApiDateSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(API_PAGE_SIZE_MAX).default(20),
});
export type ApiPaymentListQuery = z.infer<typeof ApiPaymentListQuerySchema>;

export const ApiPaymentListSchema = z.object({
  data: z.array(ApiPaymentSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ApiPaymentList = z.infer<typeof ApiPaymentListSchema>;

// Webhooks (Standard Webhooks: https://www.standardwebhooks.com).

export const WEBHOOK_EVENT_TYPES = [
  'payment.created',
  'payment.detected',
  'payment.confirming',
  'payment.confirmed',
  'payment.timed_out',
  'payment.cancelled',
  'payment.detection_reverted',
  'payment.confirmation_reverted',
] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

/** What each event tells a receiver (the OpenAPI document's `webhooks` describe them). */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'payment.created': 'A payment request was created.',
  'payment.detected': 'A transfer paying the request was seen in a block.',
  'payment.confirming': 'The transfer is collecting confirmations.',
  'payment.confirmed': 'The payment is confirmed: deliver the order.',
  'payment.timed_out': 'The request expired without a confirmed payment.',
  'payment.cancelled': 'The merchant cancelled the request.',
  'payment.detection_reverted':
    'A chain reorganisation took back the transfer of a detected payment (DETECTED or CONFIRMING). `status` is where it stands now: `pending` (it may be paid or mined again), `timed_out`, or `detected` when other transfers still pay it. A later `payment.detected` is a new detection. Sent to every endpoint that hears of detections.',
  'payment.confirmation_reverted':
    'A chain reorganisation took back the transfer of a confirmed payment. `status` is where it stands now (`pending`, `timed_out` or `detected`): whatever was delivered on `payment.confirmed` is no longer paid for until it is confirmed again. Sent to every endpoint that hears of detections or confirmations.',
};

/**
 * The undoing of a step reaches every endpoint subscribed to the step, whether or not it chose
 * the undoing's own type: a shop that ships on `payment.confirmed` must hear that it was undone.
 */
export const WEBHOOK_TYPES_HEARING: Record<WebhookEventType, readonly WebhookEventType[]> = {
  'payment.created': ['payment.created'],
  'payment.detected': ['payment.detected'],
  'payment.confirming': ['payment.confirming'],
  'payment.confirmed': ['payment.confirmed'],
  'payment.timed_out': ['payment.timed_out'],
  'payment.cancelled': ['payment.cancelled'],
  'payment.detection_reverted': [
    'payment.detection_reverted',
    'payment.detected',
    'payment.confirming',
  ],
  'payment.confirmation_reverted': [
    'payment.confirmation_reverted',
    'payment.detected',
    'payment.confirming',
    'payment.confirmed',
  ],
};

export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 2_048;
/** Both the new and the previous secret sign for this long after a rotation. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;
export const WEBHOOK_LOG_DAYS = 30;

/** What a receiver gets: `{ type, timestamp, data }`, as Standard Webhooks recommends. */
export const WebhookPayloadSchema = z.object({
  type: z.union([WebhookEventTypeSchema, z.literal('webhook.test')]),
  timestamp: z.string(),
  data: ApiPaymentSchema,
});
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  eventTypes: z.array(WebhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why delivery stopped by itself: the receiver answered 410, or failed for ~3 days. */
  disabledReason: z.enum(['gone', 'failing']).nullable(),
  /** Until then the previous secret still signs, after a rotation. */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;
export const WebhookEndpointListSchema = z.array(WebhookEndpointSchema);

/** Creation and rotation answers carry the signing secret (`whsec_…`); later reads do not. */
export const WebhookEndpointWithSecretSchema = WebhookEndpointSchema.extend({
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

const WebhookUrlSchema = z
  .url({ protocol: /^https?$/, error: 'invalidUrl' })
  .max(WEBHOOK_URL_MAX, 'tooLong');
const EventTypesSchema = z
  .array(WebhookEventTypeSchema, 'invalidEventTypes')
  .min(1, 'eventTypesRequired')
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((types) => new Set(types).size === types.length, 'invalidEventTypes');

export const CreateWebhookEndpointInputSchema = z.strictObject({
  url: WebhookUrlSchema,
  eventTypes: EventTypesSchema,
});
export type CreateWebhookEndpointInput = z.infer<typeof CreateWebhookEndpointInputSchema>;

export const UpdateWebhookEndpointInputSchema = z
  .strictObject({
    url: WebhookUrlSchema.optional(),
    eventTypes: EventTypesSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((input) => Object.keys(input).length > 0, 'nothingToUpdate');
export type UpdateWebhookEndpointInput = z.infer<typeof UpdateWebhookEndpointInputSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const WebhookAttemptSchema = z.object({
  at: z.string(),
  statusCode: z.number().int().nullable(),
  /** The first 1,000 characters of the receiver's answer. */
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});

export const WebhookDeliverySchema = z.object({
  id: z.uuid(),
  endpointId: z.uuid(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /**
   * A pending delivery's next attempt (its first while `attempts` is 0); null once settled and
   * while held behind an earlier one. A time past means the attempt is about to run.
   */
  nextAttemptAt: z.string().nullable(),
  /**
   * Pending and not sent yet because an earlier delivery for the same payment is still pending:
   * it goes out once that one succeeds or fails for good (not a failure of its own).
   */
  heldBehind: z.boolean(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** The body sent (the same on every attempt). */
  payload: z.string(),
  log: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveryListSchema = z.object({
  items: z.array(WebhookDeliverySchema),
  nextCursor: z.string().nullable(),
});
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryListSchema>;

export const IdParamsSchema = z.object({ id: z.uuid() });

/** A payment as the API and webhooks show it, from the data its domain events carry. */
export function apiPaymentFromEvent(
  data: PaymentEventData,
  paymentUrl: string,
  link: ApiWalletLink | null = null,
): ApiPayment {
  const crypto =
    data.symbol !== null &&
    data.amount !== null &&
    data.amountBaseUnits !== null &&
    data.rate !== null
      ? {
          symbol: data.symbol,
          chain: data.chain,
          chainId: link?.chainId ?? null,
          tokenAddress: link?.tokenAddress ?? null,
          decimals: link?.decimals ?? null,
          address: data.address,
          amount: data.amount,
          amountBaseUnits: data.amountBaseUnits,
          paidAmount: data.paidAmount ?? '0',
          rate: data.rate,
          eip681: link?.eip681 ?? null,
        }
      : null;
  return {
    paymentId: data.id,
    status: apiPaymentStatus(data.status),
    // SPEC's API amount is a JSON number; from the decimal string, so no float arithmetic.
    amount: Number(data.fiatAmount),
    currency: data.fiatCurrency,
    paymentUrl,
    orderId: data.orderId,
    redirectUrl: data.redirectUrl,
    crypto,
    txHash: data.txHash,
    confirmations: data.confirmations,
    requiredConfirmations: data.requiredConfirmations,
    paidLate: data.flags.paidLate,
    underpaid: data.flags.underpaid,
    overpaid: data.flags.overpaid,
    createdAt: data.createdAt,
    expiresAt: data.expiresAt,
  };
}

export const REDIRECT_HOSTS_MAX = 20;
const HOSTNAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The merchant's API settings (`GET|PUT /api/developer/settings`). */
export const DeveloperSettingsSchema = z.strictObject({
  /** When set, an API payment's redirectUrl must be on one of these hosts or below them. */
  redirectHosts: z
    .array(z.string().trim().toLowerCase().regex(HOSTNAME, 'invalidHost'), 'invalidHost')
    .max(REDIRECT_HOSTS_MAX, 'tooMany'),
});
export type DeveloperSettings = z.infer<typeof DeveloperSettingsSchema>;

/** Whether a redirect URL is on one of the hosts (or a subdomain of one); any when none. */
export function redirectAllowed(url: string, hosts: readonly string[]): boolean {
  if (hosts.length === 0) return true;
  const host = new URL(url).hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
