import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { INCORRECT_PASSWORD, INCORRECT_PASSWORD_MESSAGE } from '@incasso/shared/accounts/recovery';
import {
  PASSKEY_ERRORS,
  PASSKEYS_PER_ACCOUNT_MAX,
  type Passkey,
  type PasskeyCreationOptions,
  type RegisterPasskeyInput,
} from '@incasso/shared/accounts/passkeys';
import type { SignInMethod } from '@incasso/shared/accounts/auth';
import { AppError } from '#server/lib/app-error.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.module.ts';
import { describeDevice } from '../auth/device-summary.ts';
import type { PasskeysRepository } from './passkeys.repository.ts';
import { toPasskey } from './passkeys.presenter.ts';
import { challengeOf, knownTransports, type RelyingParty } from './relying-party.ts';
import type { WebauthnChallengesRepository } from './webauthn-challenges.repository.ts';

export interface PasskeysDeps {
  repo: PasskeysRepository;
  challenges: WebauthnChallengesRepository;
  relyingParty: RelyingParty;
  accounts: {
    find(
      userId: string,
    ): Promise<{ email: string; displayName: string; passwordHash: string } | undefined>;
  };
  verifyPassword(passwordHash: string, password: string): Promise<boolean>;
  /** How the account last signed in; 'passkey' makes it passwordless (decision note 089). */
  lastSignInMethod(userId: string): Promise<SignInMethod | undefined>;
  notifications: Pick<NotificationsService, 'notify'>;
  now?: () => Date;
}

const notFound = () => new AppError(404, PASSKEY_ERRORS.notFound, 'Passkey not found.');
export const challengeExpired = () =>
  new AppError(
    400,
    PASSKEY_ERRORS.challengeExpired,
    'This passkey request has expired or was already used. Please try again.',
  );

/** The Security page's passkeys: register, list, rename, remove. */
export function createPasskeysService(deps: PasskeysDeps) {
  const { repo, challenges, relyingParty } = deps;
  const now = deps.now ?? (() => new Date());

  async function account(userId: string) {
    const found = await deps.accounts.find(userId);
    if (!found) throw new AppError(404, 'profileNotFound', 'Profile not found');
    return found;
  }

  /** Removing the last passkey of a passwordless account proves the password still works. */
  async function checkPassword(userId: string, password: string | undefined, isLast: boolean) {
    const needed = isLast && (await deps.lastSignInMethod(userId)) === 'passkey';
    if (!needed && password === undefined) return;
    if (password === undefined) {
      throw new AppError(
        400,
        PASSKEY_ERRORS.passwordRequired,
        'Enter your password: without this passkey you will sign in with it.',
        { password: PASSKEY_ERRORS.passwordRequired },
      );
    }
    if (!(await deps.verifyPassword((await account(userId)).passwordHash, password))) {
      throw new AppError(400, INCORRECT_PASSWORD, INCORRECT_PASSWORD_MESSAGE, {
        password: INCORRECT_PASSWORD,
      });
    }
  }

  return {
    list: async (userId: string): Promise<Passkey[]> => (await repo.list(userId)).map(toPasskey),

    async registrationOptions(userId: string): Promise<PasskeyCreationOptions> {
      const existing = await repo.list(userId);
      if (existing.length >= PASSKEYS_PER_ACCOUNT_MAX) throw limitReached();
      const { email, displayName } = await account(userId);
      const options = await relyingParty.registrationOptions(
        { id: userId, email, displayName },
        existing,
      );
      await challenges.issue(options.challenge, 'registration', userId, now());
      return options;
    },

    async register(userId: string, input: RegisterPasskeyInput, userAgent: string) {
      const challenge = challengeOf(input.response);
      if (challenge === null) throw invalid();
      if (!(await challenges.consume(challenge, 'registration', userId, now()))) {
        throw challengeExpired();
      }
      if ((await repo.count(userId)) >= PASSKEYS_PER_ACCOUNT_MAX) throw limitReached();
      const info = await relyingParty.verifyRegistration(input.response, challenge);
      if (!info) throw invalid();
      const row = await repo.insert({
        userId,
        credentialId: info.credential.id,
        publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
        counter: info.credential.counter,
        transports: knownTransports(input.response.response.transports),
        backedUp: info.credentialBackedUp,
        aaguid: info.aaguid,
        // Named after the device it was made on until its owner says otherwise.
        name: input.name ?? describeDevice(userAgent),
        createdAt: now(),
      });
      if (!row) {
        throw new AppError(
          409,
          PASSKEY_ERRORS.alreadyRegistered,
          'This passkey is already registered.',
        );
      }
      await deps.notifications.notify(userId, 'security.passkeyAdded', { name: row.name });
      return toPasskey(row);
    },

    async rename(userId: string, id: string, name: string): Promise<Passkey> {
      const row = await repo.rename(userId, id, name);
      if (!row) throw notFound();
      return toPasskey(row);
    },

    async remove(userId: string, id: string, password: string | undefined): Promise<void> {
      const owned = await repo.list(userId);
      const target = owned.find((row) => row.id === id);
      if (!target) throw notFound();
      await checkPassword(userId, password, owned.length === 1);
      if (!(await repo.remove(userId, id))) throw notFound();
      await deps.notifications.notify(userId, 'security.passkeyRemoved', { name: target.name });
    },
  };
}

function invalid() {
  return new AppError(400, PASSKEY_ERRORS.invalid, 'The passkey could not be verified.');
}

function limitReached() {
  return new AppError(
    409,
    PASSKEY_ERRORS.limitReached,
    `An account can hold at most ${PASSKEYS_PER_ACCOUNT_MAX} passkeys: remove one first.`,
  );
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
