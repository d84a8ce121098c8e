import type { RegisterInput } from '@incasso/shared/accounts/auth';
import { api } from '#lib/api-client.ts';

// Type-only imports from @incasso/shared/auth: its zod schemas stay out of the /login bundle.

/** POST /api/auth/register; answers 202 { message } for a new address and a known one alike. */
export function postRegister(payload: RegisterInput): Promise<unknown> {
  return api.post('/api/auth/register', payload);
}
