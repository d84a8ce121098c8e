import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './transactions-csv.ts';

describe('CSV cells', () => {
  it('leaves plain text and decimals as they are', () => {
    expect(csvCell('25.00')).toBe('25.00');
    expect(csvCell('0x3f3f')).toBe('0x3f3f');
    expect(csvCell('')).toBe('');
  });

  it('quotes a comma, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])(
    'prefixes %j with a quote so a spreadsheet never runs it',
    (text) => {
      expect(csvCell(text).replace(/^"/, '').startsWith(`'`)).toBe(true);
    },
  );

  it('guards a formula first, then quotes what needs it', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('\rnote')).toBe(`"'\rnote"`);
  });

  it('ends every line with CRLF', () => {
    expect(csvLine(['a', 'b,c', '=x'])).toBe(`a,"b,c",'=x\r\n`);
  });
});
