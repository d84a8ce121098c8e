import { api } from '../../../lib/api-client';

export interface LoginPayload {
  email: string;
  password: string;
  otp?: string;
}

/** POST /api/auth/login. Answers the user, or an error carrying challenge/analysis/tfaRequired. */
export function postLogin(payload: LoginPayload): Promise<unknown> {
  return api.post('/api/auth/login', payload);
}
