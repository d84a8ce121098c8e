import { describe, expect, it } from 'vitest';
import { ServerPasswordSchema, isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('knows the most common passwords, whatever their case', () => {
    for (const password of ['password', 'Password', 'QWERTYUIOP', '1qaz2wsx', 'iloveyou']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('sees through symbols appended to a common password', () => {
    expect(isCommonPassword('Password1!')).toBe(true);
    expect(isCommonPassword('Juventus!!')).toBe(true);
  });

  it('knows the product name and Italian favourites the leaked corpus lacks', () => {
    expect(isCommonPassword('Incasso123')).toBe(true);
    expect(isCommonPassword('ForzaNapoli')).toBe(true);
  });

  it('lets an unusual password through', () => {
    expect(isCommonPassword('Tramonto-su-Vesuvio-42')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});

describe('ServerPasswordSchema', () => {
  it('refuses a common password that passes every other rule, with passwordTooWeak', () => {
    const result = ServerPasswordSchema.safeParse('Password123!');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('passwordTooWeak');
  });

  it('accepts a strong uncommon password', () => {
    expect(ServerPasswordSchema.safeParse('Tramonto-su-Vesuvio-42').success).toBe(true);
  });
});
