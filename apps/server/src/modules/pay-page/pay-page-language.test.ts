import { describe, expect, it } from 'vitest';
import { payPageLanguage } from './pay-page-language.ts';

describe('payPageLanguage', () => {
  it('takes the browser’s most preferred language the page speaks', () => {
    expect(payPageLanguage({ acceptLanguage: 'en-US,en;q=0.9,it;q=0.8' })).toBe('en');
    expect(payPageLanguage({ acceptLanguage: 'de-DE,de;q=0.9,en;q=0.5,it;q=0.4' })).toBe('en');
    expect(payPageLanguage({ acceptLanguage: 'it-CH, fr;q=0.9' })).toBe('it');
  });

  it('orders by quality, not by position', () => {
    expect(payPageLanguage({ acceptLanguage: 'it;q=0.3, en;q=0.7' })).toBe('en');
  });

  it('skips languages the browser refuses (q=0)', () => {
    expect(payPageLanguage({ acceptLanguage: 'en;q=0, it;q=0.1' })).toBe('it');
  });

  it('lets ?lng= win over the browser, regional tags included', () => {
    expect(payPageLanguage({ lng: 'en', acceptLanguage: 'it-IT' })).toBe('en');
    expect(payPageLanguage({ lng: 'IT', acceptLanguage: 'en' })).toBe('it');
    expect(payPageLanguage({ lng: 'en-GB' })).toBe('en');
  });

  it('falls back to Italian', () => {
    expect(payPageLanguage({})).toBe('it');
    expect(payPageLanguage({ lng: 'fr', acceptLanguage: 'de, *;q=0.5' })).toBe('it');
    expect(payPageLanguage({ acceptLanguage: ';;,q=abc' })).toBe('it');
  });
});
