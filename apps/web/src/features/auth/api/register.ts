import type { RegisterInput } from '@incasso/shared/auth';
import { api } from '../../../lib/api-client';

// Type-only imports from @incasso/shared/auth: its zod schemas stay out of the /login bundle.

/** POST /api/auth/register; answers 201 { user } with the session cookie set. */
export function postRegister(payload: RegisterInput): Promise<unknown> {
  return api.post('/api/auth/register', payload);
}
