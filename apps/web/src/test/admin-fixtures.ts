import type { AdminStats, AdminUserDetail, AdminUserSummary } from '@incasso/shared/admin';
import { plusOverview } from './billing-fixtures';
import { buildTransaction } from './build-transaction';

// The admin area's answers as the server gives them, for the admin pages' tests.

export const USER_ID = '0195f1c4-7a3e-7000-8000-0000000000a1';

export function adminUserSummary(overrides: Partial<AdminUserSummary> = {}): AdminUserSummary {
  return {
    id: USER_ID,
    email: 'marco@bottega.it',
    displayName: 'Bottega Rossi',
    accountType: 'business',
    status: 'active',
    plan: 'plus',
    isAdmin: false,
    customFeeBps: null,
    vatNumber: 'IT00159560366',
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function adminUserDetail(
  profile: Partial<AdminUserDetail['profile']> = {},
): AdminUserDetail {
  return {
    profile: {
      id: USER_ID,
      email: 'marco@bottega.it',
      displayName: 'Bottega Rossi',
      accountType: 'business',
      isAdmin: false,
      status: 'active',
      plan: 'plus',
      planName: 'Plus',
      features: ['transactions', 'subscriptions', 'invoicing', 'pos', 'insights'],
      feeBps: 75,
      customFeeBps: null,
      walletCount: 1,
      emailVerified: true,
      tfaEnabled: true,
      timeZone: 'Europe/Rome',
      createdAt: '2026-03-01T10:00:00.000Z',
      ...profile,
    },
    fiscal: {
      accountType: 'business',
      fiscal: {
        accountType: 'business',
        companyName: 'Bottega Rossi srl',
        vatNumber: 'IT00159560366',
        legalAddress: 'Via Roma 1, Milano',
      },
    },
    billing: plusOverview({
      feeBalance: [{ currency: 'EUR', accruedCents: 1_250, settledCents: 0, balanceCents: 1_250 }],
    }),
    wallets: [
      {
        id: '0195f1c4-7a3e-7000-8000-0000000000b1',
        name: 'Till',
        address: '0x1111111111111111111111111111111111111111',
        chainId: 'polygon',
        acceptedCurrencyIds: ['usdt'],
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    ],
    transactions: [buildTransaction({ fiatAmount: '42.00', fiatCurrency: 'EUR' })],
    logins: [
      {
        id: '0195f1c4-7a3e-7000-8000-0000000000c1',
        createdAt: '2026-03-02T09:00:00.000Z',
        ip: '203.0.113.7',
        device: 'Firefox on Linux',
        result: 'success',
        riskLevel: 'LOW',
      },
    ],
  };
}

export function adminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    totalUsers: 42,
    premiumUsers: 7,
    transactionVolume: [
      { currency: 'EUR', cents: 1_234_500 },
      { currency: 'USD', cents: 99_00 },
    ],
    userGrowth: Array.from({ length: 30 }, (_, index) => ({
      day: new Date(Date.UTC(2026, 2, index + 1)).toISOString().slice(0, 10),
      count: index === 29 ? 3 : 0,
    })),
    planDistribution: [
      { plan: 'free', count: 30 },
      { plan: 'plus', count: 5 },
      { plan: 'premium', count: 7 },
    ],
    subscriptionRevenue: [{ currency: 'EUR', cents: 29_000 }],
    openRequests: 4,
    chains: [
      {
        chain: 'polygon',
        state: 'watching',
        head: 1_000,
        tip: 998,
        lag: 2,
        rpcHost: 'polygon-rpc.com',
        watched: 12,
      },
    ],
    queues: [{ queue: 'webhook.deliver', queued: 3, active: 1, failed: 2 }],
    ...overrides,
  };
}
