import { describe, expect, it } from 'vitest';
import { allowedNumbers, numbersWritten, ungroundedNumbers } from './grounded-text.ts';

describe('numbersWritten', () => {
  it('reads amounts in Italian and English writing alike', () => {
    expect(numbersWritten('€1.250,50 and €1,250.50 and 1\u202f250,50 €')).toEqual([
      '1250.5',
      '1250.5',
      '1250.5',
    ]);
  });

  it('reads one separator before three digits as thousands, before one or two as decimals', () => {
    expect(numbersWritten('1.250 then 1,250 then 12,5% then 12.05 then 3')).toEqual([
      '1250',
      '1250',
      '12.5',
      '12.05',
      '3',
    ]);
  });

  it('drops zeros that change nothing', () => {
    expect(numbersWritten('12,00 € or 007 or 40.0')).toEqual(['12', '7', '40']);
  });

  it('leaves a sentence full stop out of the number', () => {
    expect(numbersWritten('Revenue was 40. Then 5.')).toEqual(['40', '5']);
  });
});

describe('allowedNumbers', () => {
  it('takes numbers from nested facts, strings included, and each rounded to a whole', () => {
    const allowed = allowedNumbers({
      revenue: '1250.50 EUR',
      shares: [{ percent: 12.5 }, { percent: '33.33' }],
      count: 7,
    });
    expect([...allowed].sort()).toEqual(
      ['1250.5', '1251', '12.5', '13', '33.33', '33', '7'].sort(),
    );
  });
});

describe('ungroundedNumbers', () => {
  const facts = { revenue: '1250.50 EUR', previous: '980.00 EUR', changePercent: 27.6, days: 30 };

  it('accepts a text that states only the figures, however they are written', () => {
    expect(
      ungroundedNumbers(
        'In the last 30 days you took €1.250,50 (about €1,251), up 27,6% from €980.',
        facts,
      ),
    ).toEqual([]);
  });

  it('names every number the facts do not contain', () => {
    expect(
      ungroundedNumbers('You took €1,250.50, up 28% from €980; expect €2,000 next week.', facts),
    ).toEqual(['2000']);
    expect(ungroundedNumbers('Revenue rose 12.4%.', facts)).toEqual(['12.4']);
  });
});
