import type { LoginInput } from '@incasso/shared/accounts/auth';
import { api } from '#lib/api-client.ts';

/**
 * POST /api/auth/login. Answers { user }, or 401/403 with the login result of SPEC section 3
 * (error, message, challenge and analysis, tfaRequired).
 */
export function postLogin(payload: LoginInput): Promise<unknown> {
  return api.post('/api/auth/login', payload);
}
