import { describe, expect, it } from 'vitest';
import { isLatin1Writable, toLatin1 } from './latin1';

describe('toLatin1', () => {
  it.each([
    ['5 €', '5 EUR'],
    ['a — b – c', 'a - b - c'],
    ['“Roma” ‘x’ …', '"Roma" \'x\' ...'],
    ['Caffè Straße Ærø', 'Caffè Straße Ærø'],
    ['Łódź Œuvre ﬁne Ａ', 'Lódz OEuvre fine A'],
    ['Ελένη Иван Щукин', 'Eleni Ivan Shchukin'],
    ['a\u200bb\u202ec', 'abc'],
    ['line\r\nbreak\u0085', 'line  break '],
    ['thin\u2009space', 'thin space'],
  ])('writes %j as %j', (text, latin) => {
    expect(toLatin1(text)).toBe(latin);
  });

  it('leaves emoji out', () => {
    expect(toLatin1('pizza 🍕 👍🏽 🇮🇹!')).toBe('pizza   !');
    expect(isLatin1Writable('🍕')).toBe(false);
  });

  it('has no Latin form for CJK or Arabic, and never answers "?"', () => {
    expect(toLatin1('東京')).toBeNull();
    expect(toLatin1('سلام')).toBeNull();
    expect(isLatin1Writable('東京')).toBe(false);
    expect(isLatin1Writable('\u200b')).toBe(false);
    expect(isLatin1Writable('Tōkyō')).toBe(true);
  });
});
