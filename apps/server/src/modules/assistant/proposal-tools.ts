import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import type { ProposalKind, ProposalSummary } from '@incasso/shared/assistant';
import { CurrencyIdSchema } from '@incasso/shared/currencies';
import { InvoiceInputSchema, invoiceTotals } from '@incasso/shared/invoices';
import {
  centsToDecimalString,
  FIAT_AMOUNT_MAX_CENTS,
  FiatCurrencySchema,
} from '@incasso/shared/money';
import { CreatePaymentInputSchema, ORDER_ID_MAX } from '@incasso/shared/payments';
import type { PlanFeature } from '@incasso/shared/plans';
import type { WalletsService } from '#server/modules/wallets/wallets.module.ts';
import { withPlainText } from './tool-input.ts';

/** Stores a proposal for the merchant to confirm; returns its id. */
export type RecordProposal = (proposal: {
  kind: ProposalKind;
  input: unknown;
  summary: ProposalSummary;
}) => Promise<string>;

export interface ProposalToolDependencies {
  wallets: Pick<WalletsService, 'findOwned'>;
}

const walletNotFound = {
  error: 'walletNotFound',
  message: 'No wallet of this merchant has this id: call listWallets.',
};

const awaiting = (proposalId: string) => ({
  proposalId,
  status: 'awaitingConfirmation',
  note: 'Nothing is created yet: the merchant confirms or dismisses it on the card shown.',
});

const PaymentProposalSchema = withPlainText(
  z.strictObject({
    walletId: z.uuid(),
    currency: CurrencyIdSchema,
    /** As the merchant would type it: '25.50'. */
    fiatAmount: z.string().max(32),
    fiatCurrency: FiatCurrencySchema,
    orderId: z.string().trim().min(1).max(ORDER_ID_MAX).optional(),
  }),
);

/**
 * The tools that would write: they only validate, check the wallet is the merchant's and record
 * a proposal. Creating happens on the merchant's confirmation (assistant-proposals.ts).
 */
export function proposalTools(
  deps: ProposalToolDependencies,
  userId: string,
  features: readonly PlanFeature[],
  record: RecordProposal,
): ToolSet {
  const tools: ToolSet = {
    proposePaymentRequest: tool({
      description:
        'Prepares a payment request for the merchant to confirm: fiat amount and currency, the coin to be paid in, and one of the wallets listWallets returns.',
      inputSchema: PaymentProposalSchema,
      execute: async (input) => {
        const parsed = CreatePaymentInputSchema.safeParse(input);
        if (!parsed.success) return { error: 'invalidInput', message: parsed.error.message };
        const wallet = await deps.wallets.findOwned(userId, input.walletId);
        if (!wallet) return walletNotFound;
        if (!wallet.acceptedCurrencyIds.includes(input.currency)) {
          return { error: 'noCompatibleWallet', message: 'This wallet does not accept this coin.' };
        }
        const summary: ProposalSummary = {
          kind: 'paymentRequest',
          fiatAmount: centsToDecimalString(parsed.data.fiatCents),
          fiatCurrency: input.fiatCurrency,
          currency: input.currency,
          walletName: wallet.name,
          orderId: parsed.data.orderId ?? null,
        };
        return awaiting(await record({ kind: 'paymentRequest', input, summary }));
      },
    }),
  };
  if (features.includes('invoicing')) {
    tools.proposeDraftInvoice = tool({
      description:
        'Prepares a draft invoice for the merchant to confirm. Amounts are integer cents, quantities hundredths (1 piece = 100); the wallet is one listWallets returns.',
      inputSchema: withPlainText(InvoiceInputSchema),
      execute: async (input) => {
        const wallet = await deps.wallets.findOwned(userId, input.walletId);
        if (!wallet) return walletNotFound;
        const totals = invoiceTotals(input.lines);
        if (totals.totalCents > FIAT_AMOUNT_MAX_CENTS) {
          return { error: 'invoiceTotalTooLarge', message: 'The invoice total is too large.' };
        }
        const summary: ProposalSummary = {
          kind: 'draftInvoice',
          customerName: input.customer.name,
          total: centsToDecimalString(totals.totalCents),
          fiatCurrency: input.currency,
          lines: input.lines.length,
          dueDate: input.dueDate,
        };
        return awaiting(await record({ kind: 'draftInvoice', input, summary }));
      },
    });
  }
  return tools;
}
