import { z } from 'zod';
import { ChainIdSchema } from './chains';
import { CurrencyIdSchema, CurrencySymbolSchema } from './currencies';
import { FiatCurrencySchema } from './money';
import { WalletAddressSchema } from './wallets';

// Issue 21 section 5, decision note 099: a merchant gives back all or part of a payment, in the
// coin paid, from the wallet that received it. Incasso never signs: it prepares the transfer
// (EIP-681 link, browser wallet) and watches the chain for it.

/**
 * PENDING until the transfer is seen in a block (SENT), CONFIRMED after the chain's
 * confirmations; only a PENDING refund can be CANCELLED.
 */
export const REFUND_STATUSES = ['PENDING', 'SENT', 'CONFIRMED', 'CANCELLED'] as const;
export const RefundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof RefundStatusSchema>;

/** Those whose amount counts against what was paid. */
export const ACTIVE_REFUND_STATUSES = ['PENDING', 'SENT', 'CONFIRMED'] as const;
/** Those the chain watcher looks for (a transfer to see, confirmations to count). */
export const WATCHED_REFUND_STATUSES = ['PENDING', 'SENT'] as const;

/** A plain decimal in the coin paid ('12.5'); its decimals are checked against the coin's. */
export const RefundAmountSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^\d+(\.\d+)?$/, 'invalidAmount')
  .refine((text) => /[1-9]/.test(text), 'invalidAmount');

export const CreateRefundInputSchema = z.strictObject({
  amount: RefundAmountSchema.meta({
    description: 'How much to give back, in the coin paid (a decimal string, e.g. `12.5`).',
  }),
  /** Omitted: the sender of the paying transfer. */
  address: WalletAddressSchema.optional().meta({
    description:
      'Where to send it (EIP-55 checksummed when mixed case). Omitted: the address that paid.',
  }),
});
export type CreateRefundInput = z.infer<typeof CreateRefundInputSchema>;

export const RefundSchema = z.object({
  id: z.uuid(),
  paymentId: z.uuid(),
  status: RefundStatusSchema,
  chain: ChainIdSchema,
  /** The EIP-155 number. */
  chainId: z.number().int(),
  currency: CurrencyIdSchema,
  symbol: CurrencySymbolSchema,
  decimals: z.number().int(),
  /** The merchant's wallet the transfer must come from. */
  fromAddress: z.string(),
  /** Where it goes, checksummed. */
  toAddress: z.string(),
  /** 8 decimals at least ('5.00000000') and the exact base units. */
  amount: z.string(),
  amountBaseUnits: z.string(),
  /** Its value at the payment's rate. */
  fiatCents: z.number().int(),
  fiatCurrency: FiatCurrencySchema,
  /** The transfer to sign in the merchant's wallet; null once the coin left the registry. */
  eip681: z.string().nullable(),
  txHash: z.string().nullable(),
  confirmations: z.number().int(),
  requiredConfirmations: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  confirmedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** A payment's refunds, newest first, with what is left to give back. */
export const RefundListSchema = z.object({
  items: z.array(RefundSchema),
  /** Paid minus the refunds not cancelled, in the coin (8 decimals at least) and base units. */
  refundable: z.string(),
  refundableBaseUnits: z.string(),
  /** The address that paid, offered as the default recipient; null when none is known. */
  payerAddress: z.string().nullable(),
});
export type RefundList = z.infer<typeof RefundListSchema>;

export const RefundParamsSchema = z.object({ id: z.uuid(), refundId: z.uuid() });
