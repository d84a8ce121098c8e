import { LOGIN_HISTORY_LIMIT, type LoginHistory } from '@incasso/shared/accounts/auth';
import { describeDevice } from '../auth/device-summary.ts';
import type { LoginAttemptsRepository } from './login-attempts.repository.ts';

/** The security page's list of recent sign-ins, as the risk engine recorded them. */
export function createLoginHistory(attempts: Pick<LoginAttemptsRepository, 'listForUser'>) {
  return async function loginHistory(userId: string): Promise<LoginHistory> {
    const rows = await attempts.listForUser(userId, LOGIN_HISTORY_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      ip: row.ip,
      device: describeDevice(row.userAgent),
      result: row.outcome,
      method: row.method,
      riskLevel: row.riskLevel,
      riskScore: row.riskScore,
      factors: row.riskFactors,
    }));
  };
}
