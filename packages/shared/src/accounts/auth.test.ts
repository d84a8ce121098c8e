import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, LoginInputSchema, OtpSchema, RegisterInputSchema } from './auth';

describe('account schemas', () => {
  it('normalize the email: trimmed and lower case', () => {
    const parsed = RegisterInputSchema.parse({
      email: '  Anna.Bianchi@Example.IT ',
      password: 'x',
      accountType: 'private',
    });
    expect(parsed.email).toBe('anna.bianchi@example.it');
  });

  it('refuse unknown fields, so nobody registers with isAdmin', () => {
    const result = RegisterInputSchema.safeParse({
      email: 'a@example.com',
      password: 'x',
      accountType: 'private',
      isAdmin: true,
    });
    expect(result.success).toBe(false);
  });

  it('bound the email by EMAIL_MAX and require a real address', () => {
    const long = `${'a'.repeat(EMAIL_MAX - '@example.com'.length + 1)}@example.com`;
    expect(LoginInputSchema.safeParse({ email: long, password: 'x' }).success).toBe(false);
    expect(LoginInputSchema.safeParse({ email: 'no-at-sign', password: 'x' }).success).toBe(false);
    expect(LoginInputSchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(
      true,
    );
  });

  it('take an optional one-time code, which must be six digits (SPEC section 5)', () => {
    expect(OtpSchema.safeParse('012345').success).toBe(true);
    for (const otp of ['12345', '1234567', '12a456', ' 123456']) {
      expect(OtpSchema.safeParse(otp).error?.issues[0]?.message).toBe('otpFormatError');
    }
  });
});
