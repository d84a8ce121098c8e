import type { RegisterInput } from '@incasso/shared/auth';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LoginAttemptsRepository } from '../risk/login-attempts.repository.ts';
import type { UsersService } from '../users/users.service.ts';
import type { ClientInfo } from './client-info.ts';
import { assertPasswordAcceptable } from './passwords.ts';
import type { SessionsService } from './sessions.service.ts';

/** Called once a user has registered: the email-verification module sends its email here. */
export type OnRegistered = (user: UserRow) => Promise<void>;

export function createAuthService(deps: {
  users: UsersService;
  sessions: SessionsService;
  attempts: LoginAttemptsRepository;
  onRegistered?: OnRegistered;
}) {
  const { users, sessions, attempts } = deps;
  const onRegistered = deps.onRegistered ?? (async () => undefined);

  return {
    /** Creates the account on the Free plan and signs it in; returns the new session token. */
    async register(input: RegisterInput, client: ClientInfo) {
      assertPasswordAcceptable(input.password);
      const user = await users.createUser(input);
      if (!user) throw new AppError(409, 'emailInUse', 'Email is already in use');
      await onRegistered(user);
      // Registering is the account's first sign-in: its device and network become known.
      await attempts.record({
        userId: user.id,
        email: user.email,
        ...client,
        success: true,
        outcome: 'success',
        riskScore: 0,
        riskLevel: 'LOW',
        action: 'ALLOW',
        reason: 'Account created.',
      });
      const token = await sessions.create(user.id, client);
      return { user, token };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
