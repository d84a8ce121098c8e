import type { LoginHistoryEntry } from '@incasso/shared/accounts/auth';
import type {
  AdminStats,
  AdminUserAiSummary,
  AdminUserDetail,
  AdminUserSummary,
  PlatformAnomalyAnalysis,
} from '@incasso/shared/admin';
import type { Anomaly } from '@incasso/shared/insights';
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
        street: 'Via Roma 1',
        postalCode: '20121',
        city: 'Milano',
        province: 'MI',
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
        method: 'password',
        riskLevel: 'LOW',
        riskScore: 0,
        factors: [],
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
        rpcUrls: [
          { host: 'polygon-rpc.com', head: 1_000, state: 'fresh' },
          { host: 'stale.example', head: 975, state: 'stale' },
        ],
        disagreements: [],
        unverifiable: [],
      },
    ],
    queues: [{ queue: 'webhook.deliver', queued: 3, active: 1, failed: 2 }],
    ...overrides,
  };
}

/** A scored sign-in: two failures on the account, from a new device. */
export function riskyLogin(overrides: Partial<LoginHistoryEntry> = {}): LoginHistoryEntry {
  return {
    id: '0195f1c4-7a3e-7000-8000-0000000000c2',
    createdAt: '2026-03-03T08:00:00.000Z',
    ip: '198.51.100.9',
    device: 'Chrome on Windows',
    result: 'blocked',
    method: 'password',
    riskLevel: 'HIGH',
    riskScore: 63,
    factors: [
      { signal: 'accountFailuresShort', count: 4, windowMinutes: 15 },
      { signal: 'newDevice', count: null, windowMinutes: null },
    ],
    ...overrides,
  };
}

/** A payment far above the usual one. */
export function unusualAmount(): Anomaly {
  return {
    kind: 'unusualAmount',
    at: '2026-03-04T10:00:00.000Z',
    paymentId: '0195f1c4-7a3e-7000-8000-0000000000d1',
    payerAddress: null,
    fiatCurrency: 'EUR',
    figures: { amountCents: 125_000, medianCents: 4_000, madCents: 500 },
  };
}

export function adminUserAiSummary(
  overrides: Partial<AdminUserAiSummary> = {},
): AdminUserAiSummary {
  return {
    aiConfigured: true,
    narrative: null,
    figures: {
      days: 30,
      activity: {
        revenue: [
          {
            fiatCurrency: 'EUR',
            revenueCents: 62_500,
            previousRevenueCents: 0,
            count: 5,
            previousCount: 0,
            averageTicketCents: 12_500,
          },
        ],
        conversion: {
          created: 8,
          confirmed: 5,
          timedOut: 3,
          cancelled: 0,
          open: 0,
          conversionBps: 6_250,
        },
        anomalies: [unusualAmount()],
      },
      risk: {
        status: 'active',
        tfaEnabled: false,
        suspensions: 1,
        loginAttempts: 12,
        failedLogins: 4,
        refusedLogins: 1,
        highRiskLogins: 1,
        mediumRiskLogins: 0,
        riskyLogins: [riskyLogin()],
      },
      billing: {
        plan: 'plus',
        planName: 'Plus',
        feeBps: 75,
        customFeeBps: null,
        status: 'active',
        interval: 'monthly',
        renewalDate: '2026-04-01T00:00:00.000Z',
        renewalInDays: 12,
        cancelAtPeriodEnd: false,
        feeBalance: [{ currency: 'EUR', balanceCents: 469 }],
        recentCharges: [
          {
            kind: 'plan',
            planId: 'plus',
            amountCents: 900,
            currency: 'EUR',
            paidAt: '2026-03-01T00:00:00.000Z',
          },
        ],
      },
    },
    ...overrides,
  };
}

export function platformAnomalyAnalysis(
  overrides: Partial<PlatformAnomalyAnalysis> = {},
): PlatformAnomalyAnalysis {
  return {
    aiConfigured: true,
    narrative: null,
    figures: {
      days: 7,
      activeMerchants: 14,
      analysedMerchants: 14,
      revenue: [{ fiatCurrency: 'EUR', revenueCents: 1_234_500, count: 310 }],
      conversion: {
        created: 400,
        confirmed: 310,
        timedOut: 80,
        cancelled: 10,
        open: 0,
        conversionBps: 7_750,
      },
      anomalies: [{ ...unusualAmount(), merchant: { id: USER_ID, email: 'marco@bottega.it' } }],
    },
    ...overrides,
  };
}
