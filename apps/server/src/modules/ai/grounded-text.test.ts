import { describe, expect, it } from 'vitest';
import { groundingOf, groundingOfTexts, ungroundedNumbers } from './grounded-text.ts';

const figures = {
  days: 30,
  revenue: [{ fiatCurrency: 'EUR', revenueCents: 125_000, count: 42 }],
  conversionBps: 2_345,
  anomaly: { amountCents: 125_050, medianCents: 4_000 },
  factor: { count: 4, windowMinutes: 1_440 },
  merchant: 'shop42@example.com',
  payerAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
};
const grounding = groundingOf(figures);
const invented = (text: string) => ungroundedNumbers(text, grounding);

describe('grounded text', () => {
  it('accepts counts, amounts and percentages written as the figures say, in English', () => {
    expect(
      invented(
        'Over 30 days the merchant took €1,250.00 from 42 payments; conversion was 23.45%. ' +
          'One payment of €1,250.50 was far above the usual €40.',
      ),
    ).toEqual([]);
  });

  it('accepts the Italian spellings of the same figures', () => {
    expect(
      invented('In 30 giorni 1.250,00 € da 42 pagamenti; conversione al 23,45 %, poi 1.250,5 €.'),
    ).toEqual([]);
  });

  it('lets a percentage be rounded, and a duration in minutes be said in hours or days', () => {
    expect(invented('Conversion about 23% (23.5%), 4 failures in 24 hours, in 1 day.')).toEqual([]);
  });

  it('rejects a number that is none of the figures, even one computed from them', () => {
    expect(invented('Revenue was €1,250.00, an average of €29.76 over 42 payments.')).toEqual([
      '29.76',
    ]);
    expect(invented('Up 12% on last month, 5 failed sign-ins.')).toEqual(['12', '5']);
  });

  it('does not let an amount be rounded: money is exact to the cent', () => {
    expect(invented('A payment of about €1,251 stood out.')).toEqual(['1,251']);
  });

  it('skips identifiers: emails and addresses given, hexadecimal, digits inside a word', () => {
    expect(
      invented(
        'shop42@example.com was paid by 0x52908400098527886E0F7030069857D2E4169EE7 ' +
          '(0x5290…9EE7) in USDT on ERC20.',
      ),
    ).toEqual([]);
  });

  it('reads a year or a date as numbers, so a model cannot slip one in', () => {
    expect(invented('Since 2024-03-07 it grew.')).toEqual(['2024', '03', '07']);
  });

  it('collects figures from nested objects and arrays by their key', () => {
    const nested = groundingOf({ hours: [0, 3], totals: { feeCents: 99 } });
    expect(ungroundedNumbers('0 and 3 and €0.99', nested)).toEqual([]);
    expect(ungroundedNumbers('99', nested)).toEqual(['99']);
  });
});

describe('groundingOfTexts', () => {
  it('allows the numbers its sources write, however the answer writes them', () => {
    const grounding = groundingOfTexts([
      'How much did I take this week?',
      '{"revenue":[{"currency":"EUR","amount":"1250.50 EUR","payments":7}]}',
    ]);
    expect(ungroundedNumbers('You took €1.250,50 from 7 payments.', grounding)).toEqual([]);
    expect(ungroundedNumbers('You took €1,250.50, about €179 each.', grounding)).toEqual(['179']);
  });
});
