import type {
  LinkPayment,
  PaymentLink,
  PaymentLinkAmount,
  PublicPaymentLink,
} from '@incasso/shared/payment-links';
import type {
  NewPaymentLinkRow,
  PaymentLinkPaymentRow,
  PaymentLinkRow,
} from '#server/db/schema/payment-links.ts';
import type { LinkTotals } from './payment-links.repository.ts';

/** The link's public page: what the payer opens, scans or is sent to by the button. */
export const linkUrl = (publicUrl: string, slug: string) =>
  `${publicUrl.replace(/\/+$/, '')}/l/${slug}`;

export function amountOf(row: PaymentLinkRow): PaymentLinkAmount {
  if (row.fixedCents !== null) return { kind: 'fixed', cents: row.fixedCents };
  return { kind: 'open', minCents: row.minCents ?? 0, maxCents: row.maxCents ?? 0 };
}

export function amountColumns(
  amount: PaymentLinkAmount,
): Pick<NewPaymentLinkRow, 'fixedCents' | 'minCents' | 'maxCents'> {
  return amount.kind === 'fixed'
    ? { fixedCents: amount.cents, minCents: null, maxCents: null }
    : { fixedCents: null, minCents: amount.minCents, maxCents: amount.maxCents };
}

/** A deleted row never reaches a presenter: the repository hides it. */
const visibleStatus = (row: PaymentLinkRow) => (row.status === 'paused' ? 'paused' : 'active');

export function presentLink(
  row: PaymentLinkRow,
  totals: LinkTotals,
  publicUrl: string,
): PaymentLink {
  return {
    id: row.id,
    slug: row.slug,
    url: linkUrl(publicUrl, row.slug),
    title: row.title,
    description: row.description,
    currency: row.currency,
    amount: amountOf(row),
    walletId: row.walletId,
    chain: row.chain,
    currencies: row.currencies,
    redirectUrl: row.redirectUrl,
    status: visibleStatus(row),
    paidCount: totals.paidCount,
    paidCents: totals.paidCents,
    createdAt: row.createdAt.toISOString(),
  };
}

export const presentLinkPayment = (row: PaymentLinkPaymentRow): LinkPayment => ({
  paymentId: row.paymentId,
  fiatCents: row.fiatCents,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export function presentPublicLink(
  row: PaymentLinkRow,
  merchantName: string,
  state: PublicPaymentLink['state'],
): PublicPaymentLink {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    merchantName,
    currency: row.currency,
    amount: amountOf(row),
    state,
  };
}
