import type { RegisterInput } from '@incasso/shared/accounts/auth';
import type { UserRow } from '#server/db/schema/users.ts';
import type { DomainEvents } from '#server/events/domain-events.ts';
import type { LoginAttemptsRepository } from '../risk/login-attempts.repository.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { ClientInfo } from './client-info.ts';
import { assertPasswordAcceptable } from '../password-hashing/password-hashing.ts';

export function createAuthService(deps: {
  users: Pick<UsersService, 'register'>;
  sessions: Pick<SessionsService, 'create'>;
  attempts: Pick<LoginAttemptsRepository, 'record'>;
  events: Pick<DomainEvents, 'publish'>;
  /** Emails the link that confirms the address and activates the account. */
  sendConfirmation(user: UserRow): Promise<void>;
  /** Tells the owner of an address someone tried to register again. */
  sendAccountExists(user: UserRow): Promise<void>;
}) {
  const { sessions, attempts } = deps;

  return {
    /**
     * Registers without telling the caller whether the address already had an account (issue
     * 7): the answer is the same, and the address's owner learns by email what happened.
     */
    async register(input: RegisterInput): Promise<void> {
      assertPasswordAcceptable(input.password);
      const { outcome, user } = await deps.users.register(input);
      if (outcome === 'exists') await deps.sendAccountExists(user);
      else await deps.sendConfirmation(user);
    },

    /**
     * The first sign-in of an account its emailed link has just activated: recorded for the
     * risk engine (its device and network become known), announced, and a session.
     */
    async welcome(user: UserRow, client: ClientInfo): Promise<string> {
      await attempts.record({
        userId: user.id,
        email: user.email,
        ...client,
        success: true,
        outcome: 'success',
        riskScore: 0,
        riskLevel: 'LOW',
        action: 'ALLOW',
        reason: 'Email address confirmed.',
      });
      await deps.events.publish({
        type: 'user.registered',
        aggregateId: user.id,
        userId: user.id,
        data: { id: user.id, email: user.email, accountType: user.accountType },
      });
      return sessions.create(user.id, client);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
