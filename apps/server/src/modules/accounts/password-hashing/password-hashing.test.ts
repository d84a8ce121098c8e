import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error.ts';
import {
  assertPasswordAcceptable,
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from './password-hashing.ts';

describe('passwords', () => {
  it('hash with Argon2id at the configured cost and verify only the right password', async () => {
    const stored = await hashPassword('Quiet-Lantern-47');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Quiet-Lantern-47')).toBe(true);
    expect(await verifyPassword(stored, 'quiet-lantern-47')).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salt every hash', async () => {
    expect(await hashPassword('Quiet-Lantern-47')).not.toBe(await hashPassword('Quiet-Lantern-47'));
  });

  it('treat a malformed stored hash as a wrong password', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('mark hashes made with weaker parameters for an upgrade', async () => {
    const old = await hash('Quiet-Lantern-47', { memoryCost: 4096, timeCost: 1 });
    expect(needsRehash(old)).toBe(true);
  });

  it('run a real verification for unknown emails and always fail it', async () => {
    expect(await verifyAgainstDummy('Quiet-Lantern-47')).toBe(false);
  });

  it.each(['short1A', 'alllowercase', 'Password1!', `Aa1!${'x'.repeat(200)}`])(
    'refuse %j with 400 passwordTooWeak',
    (password) => {
      const error = (() => {
        try {
          assertPasswordAcceptable(password);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 400, error: 'passwordTooWeak' });
    },
  );

  it('accept a password that passes the policy', () => {
    expect(() => assertPasswordAcceptable('Quiet-Lantern-47')).not.toThrow();
  });
});
