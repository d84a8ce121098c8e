import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './transactions-csv.ts';

const text = (value: string) => csvCell({ text: value });

describe('CSV cells', () => {
  it('quotes every text cell, doubling quotes (RFC 4180)', () => {
    expect(text('Completed')).toBe('"Completed"');
    expect(text('')).toBe('""');
    expect(text('a,b')).toBe('"a,b"');
    expect(text('say "hi"')).toBe('"say ""hi"""');
    expect(text('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('writes numbers and dates as they are, quoted only around the separator', () => {
    expect(csvCell({ value: '25.00' })).toBe('25.00');
    expect(csvCell({ value: '25,00' }, ';')).toBe('25,00');
    expect(csvCell({ value: '25,00' }, ',')).toBe('"25,00"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])(
    'prefixes %j with a quote so a spreadsheet never runs it',
    (value) => {
      expect(text(value).startsWith(`"'`)).toBe(true);
    },
  );

  it.each([
    ['x;=1+1', `"x;'=1+1"`],
    ['x,+1', `"x,'+1"`],
    ['a;@SUM(A1)', `"a;'@SUM(A1)"`],
    ['note\n-2', `"note\n'-2"`],
    ['=a;=b,-c', `"'=a;'=b,'-c"`],
  ])('guards a formula start after either separator in %j', (value, written) => {
    expect(text(value)).toBe(written);
  });

  it('guards a formula first, then quotes', () => {
    expect(text('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('joins with the separator and ends every line with CRLF', () => {
    expect(csvLine([{ text: 'a' }, { value: '1.5' }, { text: '=x' }])).toBe(`"a",1.5,"'=x"\r\n`);
    expect(csvLine([{ text: 'a' }, { value: '1,5' }], ';')).toBe(`"a";1,5\r\n`);
  });
});
