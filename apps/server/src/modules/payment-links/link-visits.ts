import {
  linkAmountFor,
  type PayPaymentLinkInput,
  type PaymentLinkVisit,
  type PublicPaymentLink,
} from '@incasso/shared/payment-links';
import type { PaymentLinkRow } from '#server/db/schema/payment-links.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AccountStanding } from '#server/modules/accounts/accounts.module.ts';
import { payUrl, type PayerChoiceRequests } from '#server/modules/payments/payments.module.ts';
import { amountOf, presentPublicLink } from './payment-links.presenter.ts';
import type { PaymentLinksRepository } from './payment-links.repository.ts';
import { linkNotFound } from './payment-links.service.ts';

export interface LinkVisitsDeps {
  repo: PaymentLinksRepository;
  /** Each visit that pays is a request whose payer picks the coin (payments module). */
  payments: Pick<PayerChoiceRequests, 'create'>;
  /** The merchant's plan and status (accounts module): links are a feature of the API's plan. */
  standing(userId: string): Promise<AccountStanding | undefined>;
  merchantName(userId: string): Promise<string>;
  publicUrl: string;
}

/** Links are gated like the public API: the plan's `developer` feature (decision note 100). */
export const LINKS_FEATURE = 'developer' as const;

/** What the public page and the button reach: the link as the payer sees it, and paying it. */
export function createLinkVisits(deps: LinkVisitsDeps) {
  async function stateOf(row: PaymentLinkRow): Promise<PublicPaymentLink['state']> {
    if (row.status === 'paused') return 'paused';
    const standing = await deps.standing(row.userId);
    const allowed = standing?.active === true && standing.features.includes(LINKS_FEATURE);
    return allowed && row.walletId !== null ? 'active' : 'unavailable';
  }

  async function find(slug: string): Promise<PaymentLinkRow> {
    const row = await deps.repo.findBySlug(slug);
    if (!row) throw linkNotFound();
    return row;
  }

  return {
    async view(slug: string): Promise<PublicPaymentLink> {
      const row = await find(slug);
      return presentPublicLink(row, await deps.merchantName(row.userId), await stateOf(row));
    },

    /** A new request for this visit; the amount rules are checked here, whatever the page did. */
    async pay(slug: string, input: PayPaymentLinkInput): Promise<PaymentLinkVisit> {
      const row = await find(slug);
      const state = await stateOf(row);
      if (state === 'paused') {
        throw new AppError(409, 'paymentLinkPaused', 'This payment link is paused.');
      }
      if (state === 'unavailable' || !row.walletId) {
        throw new AppError(409, 'paymentLinkUnavailable', 'This payment link takes no payments.');
      }
      const amount = linkAmountFor(amountOf(row), input.amountCents);
      if (!amount.ok) {
        throw new AppError(400, amount.error, 'The amount is missing or out of range.', {
          amountCents: amount.error,
        });
      }
      const payment = await deps.payments.create(
        row.userId,
        {
          fiatCents: amount.cents,
          currency: row.currency,
          walletId: row.walletId,
          redirectUrl: row.redirectUrl ?? undefined,
        },
        { currencies: row.currencies },
      );
      await deps.repo.recordPayment(row.id, payment.id, amount.cents);
      return { paymentId: payment.id, payUrl: payUrl(deps.publicUrl, payment.id) };
    },
  };
}

export type LinkVisits = ReturnType<typeof createLinkVisits>;
