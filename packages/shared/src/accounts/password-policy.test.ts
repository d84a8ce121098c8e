import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_WEAK,
  PasswordSchema,
  checkPasswordPolicy,
  passwordSchema,
} from './password-policy';

describe('checkPasswordPolicy', () => {
  it('accepts a long enough password scoring at least 2', () => {
    expect(checkPasswordPolicy('Tramonto7')).toBeNull();
  });

  it('refuses fewer than 8 characters even with a high score', () => {
    expect(checkPasswordPolicy('Ab1!xyz')).toBe('tooShort');
  });

  it('refuses more than 128 characters', () => {
    expect(checkPasswordPolicy(`A1${'x'.repeat(PASSWORD_MAX_LENGTH - 2)}`)).toBeNull();
    expect(checkPasswordPolicy(`A1${'x'.repeat(PASSWORD_MAX_LENGTH - 1)}`)).toBe('tooLong');
  });

  it('refuses a strength score below 2', () => {
    expect(checkPasswordPolicy('abcdefghijkl')).toBe('tooWeak');
  });

  it('refuses what the common-password predicate flags, and only then', () => {
    const isCommon = (password: string) => password.toLowerCase() === 'password1!';
    expect(checkPasswordPolicy('Password1!', isCommon)).toBe('common');
    expect(checkPasswordPolicy('Password2!', isCommon)).toBeNull();
  });
});

describe('passwordSchema', () => {
  it('reports every failure with the passwordTooWeak key', () => {
    const schema = passwordSchema(() => true);
    for (const password of ['short', 'abcdefghijkl', 'Tramonto7']) {
      const result = schema.safeParse(password);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PASSWORD_TOO_WEAK);
    }
  });

  it('lets the browser schema accept what it cannot know is common', () => {
    expect(PasswordSchema.parse('Password1!')).toBe('Password1!');
  });
});
