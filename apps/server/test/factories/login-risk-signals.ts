import type { LoginRiskSignals } from '#server/modules/accounts/risk/login-risk-signals.ts';

export const NOW = new Date('2026-03-01T12:00:00Z');

/** A quiet login: no failures, known device and network, last login yesterday, no 2FA. */
export function buildSignals(overrides: Partial<LoginRiskSignals> = {}): LoginRiskSignals {
  return {
    accountFailuresShort: 0,
    accountFailuresLong: 0,
    ipFailuresShort: 0,
    ipFailuresLong: 0,
    ipFailedAccountsShort: 0,
    isNewDevice: false,
    isNewNetwork: false,
    lastSuccessfulLoginAt: new Date(NOW.getTime() - 86_400_000),
    tfaEnabled: false,
    now: NOW,
    ...overrides,
  };
}

/** n failed attempts on this account from this IP, all in the short window. */
export function recentFailures(n: number): Partial<LoginRiskSignals> {
  return {
    accountFailuresShort: n,
    accountFailuresLong: n,
    ipFailuresShort: n,
    ipFailuresLong: n,
    ipFailedAccountsShort: Math.min(n, 1),
  };
}
