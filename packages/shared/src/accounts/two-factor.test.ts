import { describe, expect, it } from 'vitest';
import { SecondFactorCodeInputSchema } from './two-factor';

const parse = (code: string) => SecondFactorCodeInputSchema.safeParse({ code });

describe('the login code field', () => {
  it('takes six digits, or a recovery code in its compact form', () => {
    expect(parse(' 123456 ').data).toEqual({ code: '123456' });
    expect(parse('ABCD-efgh 2345-jkmn').data).toEqual({ code: 'abcdefgh2345jkmn' });
  });

  it("refuses anything else with the login's own key", () => {
    for (const code of ['', '12345', '1234567', 'abcd-efgh-1111']) {
      expect(parse(code).error?.issues).toEqual([
        expect.objectContaining({ path: ['code'], message: 'otpFormatError' }),
      ]);
    }
  });
});
