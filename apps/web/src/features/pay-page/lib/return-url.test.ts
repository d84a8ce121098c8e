import { describe, expect, it } from 'vitest';
import { returnUrl } from './return-url';

const ID = '6f1c0b1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';

describe('returnUrl', () => {
  it('adds the payment id to the shop’s URL, keeping its own query and fragment', () => {
    expect(returnUrl('https://shop.example/thanks', ID)).toBe(
      `https://shop.example/thanks?payment_id=${ID}`,
    );
    expect(returnUrl('http://shop.example/ok?order=42#top', ID)).toBe(
      `http://shop.example/ok?order=42&payment_id=${ID}#top`,
    );
  });

  it('replaces a payment id the URL already carries rather than sending two', () => {
    expect(returnUrl('https://shop.example/ok?payment_id=forged', ID)).toBe(
      `https://shop.example/ok?payment_id=${ID}`,
    );
  });

  it.each([
    ['no URL', null],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', '/thanks'],
    ['an FTP URL', 'ftp://shop.example/thanks'],
  ])('goes nowhere for %s', (_, url) => {
    expect(returnUrl(url, ID)).toBeNull();
  });
});
