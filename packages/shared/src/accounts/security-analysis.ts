import { z } from 'zod';
import { AnomalySchema } from '../insights';
import { LoginHistorySchema, type LoginHistory } from './auth';

// The security analysis (issue 13, SPEC: "AI security analysis of transactions and logins"):
// the login risk engine's reasons and the transaction anomalies, which the security page and
// the admin User View put into words. Every sentence is built from these figures.

/** The days of transactions whose anomalies the security page explains. */
export const SECURITY_ANALYSIS_DAYS = 30;
/** Sign-ins explained, newest first. */
export const RISKY_LOGINS_MAX = 10;

/** The latest attempts the risk engine had a reason to score, newest first. */
export function riskyLogins(history: LoginHistory): LoginHistory {
  return history.filter((entry) => entry.factors.length > 0).slice(0, RISKY_LOGINS_MAX);
}

/** GET /api/security-analysis: the signed-in user's own sign-ins and transactions. */
export const SecurityAnalysisSchema = z.object({
  days: z.literal(SECURITY_ANALYSIS_DAYS),
  riskyLogins: LoginHistorySchema,
  anomalies: z.array(AnomalySchema),
});
export type SecurityAnalysis = z.infer<typeof SecurityAnalysisSchema>;
