import { api } from '../../../lib/api-client';

export const ACCOUNT_TYPES = ['private', 'business'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface RegisterPayload {
  email: string;
  password: string;
  accountType: AccountType;
}

/** POST /api/auth/register. */
export function postRegister(payload: RegisterPayload): Promise<unknown> {
  return api.post('/api/auth/register', payload);
}
