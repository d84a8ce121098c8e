import { describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '@incasso/shared/admin';
import type { LoginHistoryEntry } from '@incasso/shared/accounts/auth';
import type { BillingHistoryItem } from '@incasso/shared/billing';
import type { Insights } from '@incasso/shared/insights';
import { userSummaryFigures } from './user-summary-figures.ts';

const now = new Date('2026-03-10T12:00:00Z');

const login = (overrides: Partial<LoginHistoryEntry>): LoginHistoryEntry => ({
  id: crypto.randomUUID(),
  createdAt: now.toISOString(),
  ip: '192.0.2.1',
  device: 'Firefox on Linux',
  result: 'success',
  method: 'password',
  riskLevel: 'LOW',
  riskScore: 0,
  factors: [],
  ...overrides,
});

const charge = (paidAt: string, amountCents: number): BillingHistoryItem => ({
  id: crypto.randomUUID(),
  kind: 'plan',
  planId: 'plus',
  interval: 'monthly',
  amountCents,
  creditCents: 0,
  currency: 'EUR',
  paidAt,
  periodStart: null,
  periodEnd: null,
  receiptNumber: 'R-1',
  receiptUrl: '/r',
  reversedAt: null,
});

function detail(logins: LoginHistoryEntry[], history: BillingHistoryItem[]): AdminUserDetail {
  return {
    profile: { status: 'active', tfaEnabled: true, customFeeBps: 50 },
    billing: {
      plan: 'plus',
      planName: 'Plus',
      feeBps: 50,
      status: 'active',
      interval: 'monthly',
      renewalDate: '2026-03-22T18:00:00Z',
      cancelAtPeriodEnd: false,
      feeBalance: [{ currency: 'EUR', accruedCents: 900, settledCents: 400, balanceCents: 500 }],
      history,
    },
    logins,
  } as AdminUserDetail;
}

const insights = {
  revenue: [],
  conversion: { created: 0, confirmed: 0, timedOut: 0, cancelled: 0, open: 0, conversionBps: null },
  anomalies: [],
} as unknown as Insights;

describe('the user summary figures', () => {
  it('count the sign-ins by outcome and risk, and keep the scored ones with their reasons', () => {
    const scored = login({
      result: 'blocked',
      riskLevel: 'HIGH',
      riskScore: 70,
      factors: [{ signal: 'accountFailuresShort', count: 5, windowMinutes: 15 }],
    });
    const figures = userSummaryFigures({
      detail: detail(
        [
          scored,
          login({ result: 'invalidCredentials', riskLevel: 'MEDIUM' }),
          login({ result: 'invalidOtp' }),
          login({}),
        ],
        [],
      ),
      insights,
      suspensions: 2,
      now,
    });
    expect(figures.risk).toEqual({
      status: 'active',
      tfaEnabled: true,
      suspensions: 2,
      loginAttempts: 4,
      failedLogins: 2,
      refusedLogins: 1,
      highRiskLogins: 1,
      mediumRiskLogins: 1,
      riskyLogins: [scored],
    });
  });

  it('give the renewal in whole days and the latest charges first', () => {
    const charges = Array.from({ length: 7 }, (_, day) =>
      charge(`2026-03-0${day + 1}T00:00:00Z`, (day + 1) * 100),
    );
    const { billing } = userSummaryFigures({
      detail: detail([], charges),
      insights,
      suspensions: 0,
      now,
    });
    expect(billing).toMatchObject({ renewalInDays: 12, customFeeBps: 50, feeBps: 50 });
    expect(billing.feeBalance).toEqual([{ currency: 'EUR', balanceCents: 500 }]);
    expect(billing.recentCharges.map((item) => item.amountCents)).toEqual([
      700, 600, 500, 400, 300,
    ]);
  });
});
