import type {
  AuthenticationResponse,
  PasskeyRequestOptions,
} from '@incasso/shared/accounts/passkeys';
import type { PasskeyRow } from '#server/db/schema/passkeys.ts';
import type { PasskeysRepository } from './passkeys.repository.ts';
import { challengeOf, isUserHandleOf, type RelyingParty } from './relying-party.ts';
import type { WebauthnChallengesRepository } from './webauthn-challenges.repository.ts';

export type AssertionPurpose = 'signIn' | 'secondFactor';

/**
 * Why an assertion was refused: its challenge was not one handed out (or was spent, or
 * expired), its credential is registered to nobody (or to another account), or it did not
 * verify. `passkey` is the credential it named, when there is one, so the caller can count the
 * failure against its account.
 */
export type AssertionResult =
  | { ok: true; passkey: PasskeyRow }
  | { ok: false; reason: 'challengeExpired' | 'unknown' | 'invalid'; passkey?: PasskeyRow };

/** Asks for and checks passkey assertions: for a sign-in alone, or after a password. */
export function createPasskeyAssertions(deps: {
  repo: PasskeysRepository;
  challenges: WebauthnChallengesRepository;
  relyingParty: RelyingParty;
  now?: () => Date;
}) {
  const { repo, challenges, relyingParty } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** Options for a sign-in with any passkey of this site (the browser lists them). */
    async signInOptions(): Promise<PasskeyRequestOptions> {
      const options = await relyingParty.authenticationOptions();
      await challenges.issue(options.challenge, 'signIn', null, now());
      return options;
    },

    /** Options naming the account's passkeys, or undefined when it has none. */
    async secondFactorOptions(userId: string): Promise<PasskeyRequestOptions | undefined> {
      const owned = await repo.list(userId);
      if (owned.length === 0) return undefined;
      const options = await relyingParty.authenticationOptions(owned);
      await challenges.issue(options.challenge, 'secondFactor', userId, now());
      return options;
    },

    /**
     * Spends the challenge, then verifies the signature and moves the counter forward. For a
     * second factor `userId` is the account that gave its password, and only its passkeys count.
     */
    async verify(
      purpose: AssertionPurpose,
      response: AuthenticationResponse,
      userId: string | null,
    ): Promise<AssertionResult> {
      const at = now();
      const challenge = challengeOf(response);
      if (challenge === null) return { ok: false, reason: 'invalid' };
      if (!(await challenges.consume(challenge, purpose, userId, at))) {
        return { ok: false, reason: 'challengeExpired' };
      }
      const passkey = await repo.findByCredentialId(response.id);
      if (!passkey || (userId !== null && passkey.userId !== userId)) {
        return { ok: false, reason: 'unknown' };
      }
      // A discoverable credential says whose it is; it must be the account it was made for.
      const handle = response.response.userHandle;
      const handleOk =
        handle === undefined ? purpose === 'secondFactor' : isUserHandleOf(handle, passkey.userId);
      const use =
        handleOk &&
        (await relyingParty.verifyAuthentication(
          response,
          challenge,
          passkey,
          purpose === 'signIn',
        ));
      if (!use || !(await repo.recordUse(passkey.id, use, at))) {
        return { ok: false, reason: 'invalid', passkey };
      }
      return { ok: true, passkey };
    },
  };
}

export type PasskeyAssertions = ReturnType<typeof createPasskeyAssertions>;
