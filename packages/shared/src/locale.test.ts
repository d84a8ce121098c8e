import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './locale';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'it'],
    ['', 'it'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['it-IT,it;q=0.9,en;q=0.8', 'it'],
    ['de-DE,de;q=0.9,en;q=0.5,it;q=0.4', 'en'],
    ['it;q=0.3,en;q=0.7', 'en'],
    ['en;q=0,it;q=0.1', 'it'],
    ['fr,de', 'it'],
    ['*', 'it'],
    ['EN-us', 'en'],
  ])('%j → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});
