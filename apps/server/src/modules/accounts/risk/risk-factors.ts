import { RISK_SCORE_MAX, type LoginRiskFactor } from '@incasso/shared/accounts/auth';
import type { LoginRiskSignals } from './login-risk-signals.ts';
import { RISK_THRESHOLDS } from './risk-thresholds.ts';
import type { CountWeight, RiskThresholds } from './risk-thresholds.ts';

// Turns each signal into points with the weights of RISK_THRESHOLDS, and into the words the
// risk dialog and the login history show.

/**
 * One signal's share of the score, kept with the login history to explain a decision: the
 * English description for the risk dialog, `count` and `windowMinutes` for translated words.
 */
export interface RiskFactor extends LoginRiskFactor {
  points: number;
  description: string;
}

const DAY_MS = 86_400_000;

function count(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

function countPoints(events: number, weight: CountWeight): number {
  return Math.min(events * weight.pointsEach, weight.maxPoints);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function failureFactors(signals: LoginRiskSignals, t: RiskThresholds): RiskFactor[] {
  const short = `in the last ${t.shortWindowMinutes} minutes`;
  const long = `in the last ${t.longWindowHours} hours`;
  const accountShort = count(signals.accountFailuresShort);
  // The long window contains the short one, whatever the caller counted.
  const accountLong = Math.max(count(signals.accountFailuresLong), accountShort);
  const ipShort = count(signals.ipFailuresShort);
  const ipLong = Math.max(count(signals.ipFailuresLong), ipShort);
  // Each failed account is at least one failure from this IP.
  const ipAccounts = Math.min(count(signals.ipFailedAccountsShort), ipShort);
  const extraAccounts = Math.max(0, ipAccounts - t.ipFailedAccountsShort.allowed);
  const failed = (n: number) => plural(n, 'failed sign-in');
  const shortMinutes = t.shortWindowMinutes;
  const longMinutes = t.longWindowHours * 60;
  return [
    {
      signal: 'accountFailuresShort',
      count: accountShort,
      windowMinutes: shortMinutes,
      points: countPoints(accountShort, t.accountFailuresShort),
      description: `${failed(accountShort)} on this account ${short}`,
    },
    {
      signal: 'accountFailuresLong',
      count: accountLong,
      windowMinutes: longMinutes,
      points: countPoints(accountLong, t.accountFailuresLong),
      description: `${failed(accountLong)} on this account ${long}`,
    },
    {
      signal: 'ipFailuresShort',
      count: ipShort,
      windowMinutes: shortMinutes,
      points: countPoints(ipShort, t.ipFailuresShort),
      description: `${failed(ipShort)} from this IP address ${short}`,
    },
    {
      signal: 'ipFailuresLong',
      count: ipLong,
      windowMinutes: longMinutes,
      points: countPoints(ipLong, t.ipFailuresLong),
      description: `${failed(ipLong)} from this IP address ${long}`,
    },
    {
      signal: 'ipFailedAccountsShort',
      count: ipAccounts,
      windowMinutes: shortMinutes,
      points: countPoints(extraAccounts, t.ipFailedAccountsShort),
      description: `failed sign-ins on ${plural(ipAccounts, 'different account')} from this IP address ${short}`,
    },
  ];
}

function historyFactors(signals: LoginRiskSignals, t: RiskThresholds): RiskFactor[] {
  // With no earlier login there is nothing to compare the device and network with.
  if (!signals.lastSuccessfulLoginAt) return [];
  const idleDays = Math.floor(
    (signals.now.getTime() - signals.lastSuccessfulLoginAt.getTime()) / DAY_MS,
  );
  return [
    {
      signal: 'newDevice',
      count: null,
      windowMinutes: null,
      points: signals.isNewDevice ? t.newDevice : 0,
      description: 'sign-in from a device never used on this account',
    },
    {
      signal: 'newNetwork',
      count: null,
      windowMinutes: null,
      points: signals.isNewNetwork ? t.newNetwork : 0,
      description: 'sign-in from a network never used on this account',
    },
    {
      signal: 'dormancy',
      count: idleDays,
      windowMinutes: null,
      points: idleDays >= t.dormancy.afterDays ? t.dormancy.points : 0,
      description: `the first sign-in in ${idleDays} days`,
    },
  ];
}

/** The score and the signals that make it up, largest first. */
export function scoreLoginRisk(
  signals: LoginRiskSignals,
  thresholds: RiskThresholds = RISK_THRESHOLDS,
): { score: number; factors: RiskFactor[] } {
  const factors = [...failureFactors(signals, thresholds), ...historyFactors(signals, thresholds)]
    .filter((factor) => factor.points > 0)
    .sort((a, b) => b.points - a.points);
  const total = factors.reduce((sum, factor) => sum + factor.points, 0);
  return { score: Math.min(Math.round(total), RISK_SCORE_MAX), factors };
}
