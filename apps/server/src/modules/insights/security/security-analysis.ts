import type { LoginHistory } from '@incasso/shared/accounts/auth';
import {
  riskyLogins,
  SECURITY_ANALYSIS_DAYS,
  type SecurityAnalysis,
} from '@incasso/shared/accounts/security-analysis';
import type { InsightsService } from '../insights.service.ts';

/**
 * The security page's analysis (decision note 051): the sign-ins the risk engine scored, with
 * its reasons, and the anomalies of the user's own transactions. Not behind a plan: it is the
 * account's security, and the figures are computed either way.
 */
export function createSecurityAnalysis(deps: {
  /** The accounts module's login history, newest first. */
  loginHistory(userId: string): Promise<LoginHistory>;
  insights: InsightsService;
}) {
  return async function securityAnalysis(userId: string): Promise<SecurityAnalysis> {
    const [history, insights] = await Promise.all([
      deps.loginHistory(userId),
      deps.insights.insights(userId, SECURITY_ANALYSIS_DAYS),
    ]);
    return {
      days: SECURITY_ANALYSIS_DAYS,
      riskyLogins: riskyLogins(history),
      anomalies: insights.anomalies,
    };
  };
}

export type SecurityAnalysisService = ReturnType<typeof createSecurityAnalysis>;
