import { z } from 'zod';
import { CurrencyIdSchema, CurrencySymbolSchema } from './currencies';
import { centsToDecimalString, FiatCurrencySchema } from './money';
import type { Refund } from './refunds';

// The public API's and the webhooks' view of a refund (issue 21 section 5, decision note 099):
// lower-case statuses and fiat as a number, as `Payment` has them.

export const ApiRefundStatusSchema = z.enum(['pending', 'sent', 'confirmed', 'cancelled']);

export const ApiRefundSchema = z
  .object({
    refundId: z.uuid(),
    paymentId: z.uuid(),
    status: ApiRefundStatusSchema.meta({
      description:
        '`pending` until the transfer from your wallet is seen in a block (`sent`), `confirmed` after the chain’s confirmations; a `pending` refund can be `cancelled` in the dashboard.',
    }),
    chainId: z.number().int().meta({ description: 'The EIP-155 chain id.' }),
    currency: CurrencyIdSchema,
    symbol: CurrencySymbolSchema,
    fromAddress: z
      .string()
      .meta({ description: 'Your wallet that was paid: the transfer must come from it.' }),
    toAddress: z.string().meta({ description: 'Where the refund goes, checksummed.' }),
    amount: z.string().meta({ description: 'In the coin paid, 8 decimals at least.' }),
    amountBaseUnits: z.string().meta({ description: 'The same, in base units.' }),
    fiatAmount: z.number().meta({ description: 'Its value at the payment’s rate.' }),
    fiatCurrency: FiatCurrencySchema,
    eip681: z.string().nullable().meta({
      description: 'The EIP-681 link your wallet opens to send exactly this transfer.',
    }),
    txHash: z.string().nullable().meta({ description: 'The refund transaction, once seen.' }),
    confirmations: z.number().int(),
    requiredConfirmations: z.number().int(),
    createdAt: z.string().meta({ description: 'ISO 8601.' }),
    confirmedAt: z.string().nullable().meta({ description: 'ISO 8601, once confirmed.' }),
  })
  .meta({ id: 'Refund' });
export type ApiRefund = z.infer<typeof ApiRefundSchema>;

export const ApiRefundListSchema = z.object({ data: z.array(ApiRefundSchema) });

export function apiRefundOf(refund: Refund): ApiRefund {
  return {
    refundId: refund.id,
    paymentId: refund.paymentId,
    status: ApiRefundStatusSchema.parse(refund.status.toLowerCase()),
    chainId: refund.chainId,
    currency: refund.currency,
    symbol: refund.symbol,
    fromAddress: refund.fromAddress,
    toAddress: refund.toAddress,
    amount: refund.amount,
    amountBaseUnits: refund.amountBaseUnits,
    fiatAmount: Number(centsToDecimalString(refund.fiatCents)),
    fiatCurrency: refund.fiatCurrency,
    eip681: refund.eip681,
    txHash: refund.txHash,
    confirmations: refund.confirmations,
    requiredConfirmations: refund.requiredConfirmations,
    createdAt: refund.createdAt,
    confirmedAt: refund.confirmedAt,
  };
}
