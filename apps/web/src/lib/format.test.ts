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

// Components write numbers and dates only through this module (or the shared formatters it
// binds): a hand-made Intl style is how Italian pages came to mix '27 nov 2026' with '27/11/26'.
describe('no component formats by hand', () => {
  const allowed = new Set([
    'lib/format.ts',
    // "Pay by 4 Dec, 14:00": a deadline within the week reads better without its year.
    'components/payments/countdown-text.tsx',
    // The date input's value, ISO by definition, not a text shown to anyone.
    'features/recurring/components/schedule-form.tsx',
  ]);
  it('finds no toLocaleString, dateStyle or currency style outside lib/format', async () => {
    const { readFile } = await import('node:fs/promises');
    const { glob } = await import('node:fs/promises');
    const root = `${import.meta.dirname}/../`;
    const offenders: string[] = [];
    for await (const file of glob('**/*.{ts,tsx}', { cwd: root })) {
      if (file.includes('.test.') || allowed.has(file)) continue;
      const text = await readFile(`${root}${file}`, 'utf8');
      if (/toLocale(Date|Time)?String\(|dateStyle:|timeStyle:|style: 'currency'/.test(text)) {
        offenders.push(file);
      }
    }
    expect(offenders).toEqual([]);
  });
});
