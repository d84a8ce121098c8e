import type { BillingHistoryItem, BillingOverview, Checkout } from '@incasso/shared/billing';
import type { Plan } from '@incasso/shared/plans';

// Server answers for the billing component tests, shaped by the shared schemas.

export const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    feeBps: 100,
    monthlyCents: 0,
    yearlyCents: 0,
    currency: 'EUR',
    features: [],
    memberLimit: 1,
  },
  {
    id: 'plus',
    name: 'Plus',
    feeBps: 75,
    monthlyCents: 900,
    yearlyCents: 9_000,
    currency: 'EUR',
    features: ['transactions', 'subscriptions', 'invoicing', 'pos', 'insights'],
    memberLimit: 3,
  },
  {
    id: 'premium',
    name: 'Premium',
    feeBps: 50,
    monthlyCents: 2_900,
    yearlyCents: 29_000,
    currency: 'EUR',
    features: [
      'transactions',
      'export',
      'subscriptions',
      'invoicing',
      'pos',
      'insights',
      'developer',
    ],
    memberLimit: null,
  },
];

export function freeOverview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return {
    plan: 'free',
    planName: 'Free',
    feeBps: 100,
    status: 'active',
    interval: null,
    renewalDate: null,
    graceEndsAt: null,
    cancelAtPeriodEnd: false,
    upcoming: null,
    feeBalance: [],
    openCharges: [],
    history: [],
    paymentChains: ['ethereum', 'polygon'],
    ...overrides,
  };
}

export function plusOverview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return freeOverview({
    plan: 'plus',
    planName: 'Plus',
    feeBps: 75,
    interval: 'monthly',
    renewalDate: '2026-12-15T10:00:00.000Z',
    ...overrides,
  });
}

export const RECEIPT_ID = '7b1e4c2a-0000-4000-8000-0000000000c9';

/** A month of Plus paid on 15 November, with its receipt. */
export function historyItem(overrides: Partial<BillingHistoryItem> = {}): BillingHistoryItem {
  return {
    id: RECEIPT_ID,
    kind: 'plan',
    planId: 'plus',
    interval: 'monthly',
    amountCents: 900,
    creditCents: 0,
    currency: 'EUR',
    paidAt: '2026-11-15T10:00:00.000Z',
    periodStart: '2026-11-15T10:00:00.000Z',
    periodEnd: '2026-12-15T10:00:00.000Z',
    receiptNumber: 'INC-000007',
    receiptUrl: `/api/billing/receipts/${RECEIPT_ID}.pdf`,
    reversedAt: null,
    ...overrides,
  };
}

export const CHECKOUT: Checkout = {
  chargeId: '7b1e4c2a-0000-4000-8000-0000000000c1',
  paymentId: '7b1e4c2a-0000-4000-8000-0000000000a1',
  payUrl: '/pay/7b1e4c2a-0000-4000-8000-0000000000a1',
  amountCents: 9_000,
  creditCents: 0,
  currency: 'EUR',
};
