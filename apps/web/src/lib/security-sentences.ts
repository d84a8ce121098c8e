import type { LoginHistoryEntry, LoginRiskFactor } from '@incasso/shared/accounts/auth';
import type { Anomaly, AnomalyKind } from '@incasso/shared/insights';
import { formatFiat } from '@incasso/shared/money';
import type { TFunction } from 'i18next';
import type { Language } from '#i18n/index.ts';
import { formatShare } from './format-share.ts';

// The security analysis in words (issue 13): deterministic sentences built from the login risk
// engine's factors and the analytics core's anomalies, in the reader's language. Every number
// in them is one of those figures, formatted.

/** Whose transactions a sentence speaks of: the reader's own, or a merchant's (admin). */
export type Perspective = 'own' | 'merchant';

const ANOMALY_KEYS: Record<Perspective, Record<AnomalyKind, string>> = {
  own: {
    unusualAmount: 'insights.anomaly.unusualAmount',
    unusualPayer: 'insights.anomaly.unusualPayer',
    timeoutBurst: 'insights.anomaly.timeoutBurst',
    conversionDrop: 'insights.anomaly.conversionDrop',
  },
  merchant: {
    unusualAmount: 'securityAnalysis.merchantAnomaly.unusualAmount',
    unusualPayer: 'securityAnalysis.merchantAnomaly.unusualPayer',
    timeoutBurst: 'securityAnalysis.merchantAnomaly.timeoutBurst',
    conversionDrop: 'securityAnalysis.merchantAnomaly.conversionDrop',
  },
};

export const shortAddress = (address: string) => `${address.slice(0, 8)}…${address.slice(-6)}`;

/** "the last 15 minutes", "the last 24 hours". */
function windowPhrase(minutes: number, t: TFunction): string {
  return minutes % 60 === 0
    ? t('securityAnalysis.window.hours', { count: minutes / 60 })
    : t('securityAnalysis.window.minutes', { count: minutes });
}

/** One of the risk engine's reasons as a phrase: "2 failed sign-ins on the account in …". */
export function riskFactorPhrase(factor: LoginRiskFactor, t: TFunction): string {
  const count = factor.count ?? 0;
  const window = factor.windowMinutes === null ? '' : windowPhrase(factor.windowMinutes, t);
  switch (factor.signal) {
    case 'accountFailuresShort':
    case 'accountFailuresLong':
      return t('securityAnalysis.factor.accountFailures', { count, window });
    case 'ipFailuresShort':
    case 'ipFailuresLong':
      return t('securityAnalysis.factor.ipFailures', { count, window });
    case 'ipFailedAccountsShort':
      return t('securityAnalysis.factor.ipFailedAccounts', { count, window });
    case 'newDevice':
      return t('securityAnalysis.factor.newDevice');
    case 'newNetwork':
      return t('securityAnalysis.factor.newNetwork');
    case 'dormancy':
      return t('securityAnalysis.factor.dormancy', { count });
  }
}

/** A scored sign-in: its outcome, the engine's level and score, and its reasons. */
export function loginRiskSentence(
  entry: LoginHistoryEntry,
  t: TFunction,
  language: Language,
): string {
  const reasons = entry.factors.map((factor) => riskFactorPhrase(factor, t));
  return t('securityAnalysis.login', {
    outcome: t(`settingsSecurity.history.outcomes.${entry.result}`),
    level: t(`riskAnalysis.levels.${entry.riskLevel}`).toLowerCase(),
    score: entry.riskScore,
    reasons: new Intl.ListFormat(language, { type: 'conjunction' }).format(reasons),
  });
}

/** An anomaly with the figures that made it one. */
export function anomalySentence(
  anomaly: Anomaly,
  t: TFunction,
  language: Language,
  perspective: Perspective,
): string {
  const { figures } = anomaly;
  const money = (cents: number | undefined) =>
    anomaly.fiatCurrency ? formatFiat(cents ?? 0, anomaly.fiatCurrency, language) : '';
  const key = ANOMALY_KEYS[perspective][anomaly.kind];
  switch (anomaly.kind) {
    case 'unusualAmount':
      return t(key, {
        amount: money(figures['amountCents']),
        median: money(figures['medianCents']),
      });
    case 'unusualPayer':
      return t(key, {
        payer: shortAddress(anomaly.payerAddress ?? ''),
        count: figures['count'] ?? 0,
        minutes: figures['minutes'] ?? 0,
      });
    case 'timeoutBurst':
      return t(key, { count: figures['count'] ?? 0, usual: figures['usualCount'] ?? 0 });
    case 'conversionDrop':
      return t(key, {
        recent: formatShare(figures['recentBps'] ?? 0, language),
        baseline: formatShare(figures['baselineBps'] ?? 0, language),
      });
  }
}
