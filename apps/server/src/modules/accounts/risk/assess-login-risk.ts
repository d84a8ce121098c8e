import type { RiskAction, RiskAnalysis, RiskLevel } from '@incasso/shared/accounts/auth';
import type { LoginRiskSignals } from './login-risk-signals.ts';
import { scoreLoginRisk } from './risk-factors.ts';
import type { RiskFactor } from './risk-factors.ts';
import { RISK_THRESHOLDS } from './risk-thresholds.ts';
import type { RiskThresholds } from './risk-thresholds.ts';

function levelOf(score: number, t: RiskThresholds): RiskLevel {
  if (score >= t.highFrom) return 'HIGH';
  return score >= t.mediumFrom ? 'MEDIUM' : 'LOW';
}

function actionOf(score: number, tfaEnabled: boolean, t: RiskThresholds): RiskAction {
  if (score >= (tfaEnabled ? t.blockFromWithTfa : t.blockFrom)) return 'BLOCK';
  // A challenge only makes sense when the account can answer it with a one-time code;
  // without two-factor a medium score is let through and kept in the login history.
  return tfaEnabled && score >= t.mediumFrom ? 'CHALLENGE' : 'ALLOW';
}

/** The signals in words, weightiest first: '5 failed sign-ins on this account in ...; ...'. */
function reasonOf(factors: RiskFactor[]): string {
  if (factors.length === 0) return 'No unusual activity.';
  const list = factors.map((factor) => factor.description).join('; ');
  return `${list.charAt(0).toUpperCase()}${list.slice(1)}.`;
}

/** Decides whether a login attempt goes ahead, needs the second factor, or is refused. */
export function assessLoginRisk(
  signals: LoginRiskSignals,
  thresholds: RiskThresholds = RISK_THRESHOLDS,
): RiskAnalysis {
  const { score, factors } = scoreLoginRisk(signals, thresholds);
  const recommendedAction = actionOf(score, signals.tfaEnabled, thresholds);
  return {
    riskScore: score,
    riskLevel: levelOf(score, thresholds),
    recommendedAction,
    reason: reasonOf(factors),
    tfaAvailable: signals.tfaEnabled,
  };
}

/**
 * A sign-in that proved two factors at once (a passkey with user verification): it answers a
 * challenge by itself, so only a score that blocks even two-factor accounts refuses it.
 */
export function assessStrongSignIn(
  signals: Omit<LoginRiskSignals, 'tfaEnabled'>,
  thresholds: RiskThresholds = RISK_THRESHOLDS,
): RiskAnalysis {
  const analysis = assessLoginRisk({ ...signals, tfaEnabled: true }, thresholds);
  return analysis.recommendedAction === 'CHALLENGE'
    ? { ...analysis, recommendedAction: 'ALLOW' }
    : analysis;
}
