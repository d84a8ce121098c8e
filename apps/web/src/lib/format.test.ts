import { describe, expect, it } from 'vitest';
import i18n from '#i18n/index.ts';
import * as format from './format';

const at = '2026-11-27T14:53:07Z';

describe("the page's one number and date style", () => {
  it('writes Italian pages the Italian way', async () => {
    await i18n.changeLanguage('it');
    expect(format.fiat(120050, 'EUR')).toBe('1.200,50\u00a0€');
    expect(format.crypto('14.53488400', 'USDT')).toBe('14,534884\u00a0USDT');
    expect(format.percent(25)).toBe('0,25%');
    expect(format.day('2026-11-27')).toBe('27/11/2026');
    expect(format.dateTime(new Date(at))).toMatch(/^27\/11\/2026, \d{2}:53$/);
  });

  it('writes English pages the English way', async () => {
    await i18n.changeLanguage('en');
    expect(format.fiat(120050, 'EUR')).toBe('€1,200.50');
    expect(format.crypto('14.53488400', 'USDT')).toBe('14.534884\u00a0USDT');
    expect(format.percent(25)).toBe('0.25%');
    expect(format.day('2026-11-27')).toBe('Nov 27, 2026');
    expect(format.date(new Date(at))).toMatch(/^Nov 2[78], 2026$/);
    await i18n.changeLanguage('it');
  });
});
