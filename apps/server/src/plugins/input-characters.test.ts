import { describe, expect, it } from 'vitest';
import { findForbiddenCharacters } from './input-characters.ts';

describe('findForbiddenCharacters', () => {
  it('finds a NUL byte or a lone surrogate, in values and keys, at any depth', () => {
    expect(findForbiddenCharacters({ name: 'a\u0000b' })).toBe('name');
    expect(findForbiddenCharacters({ items: [{ note: 'x\uD800' }] })).toBe('items.0.note');
    expect(findForbiddenCharacters({ ['k\uDC00']: 'v' })).toBe('k\uDC00');
    expect(findForbiddenCharacters('\uDFFFx')).toBe('_');
  });

  it('lets ordinary text through, emoji (surrogate pairs) included', () => {
    expect(findForbiddenCharacters({ name: 'Caffè ☕ 🚀', n: 3, ok: true, none: null })).toBeNull();
    expect(findForbiddenCharacters(undefined)).toBeNull();
  });
});
