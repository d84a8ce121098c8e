import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const SECRET = 'an instance secret of at least thirty-two characters';

describe('secret box', () => {
  const box = createSecretBox(SECRET, 'totp');

  it('opens what it sealed, and the sealed form does not contain the plaintext', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same plaintext differently each time', () => {
    expect(box.seal('same', 'u')).not.toBe(box.seal('same', 'u'));
  });

  it('refuses another context, another purpose, another secret and a tampered body', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(() => box.open(sealed, 'user-2')).toThrow();
    expect(() => createSecretBox(SECRET, 'other').open(sealed, 'user-1')).toThrow();
    expect(() => createSecretBox(`${SECRET}!`, 'totp').open(sealed, 'user-1')).toThrow();
    const [version, iv, tag, body = ''] = sealed.split(':');
    const flipped = (body[0] === 'A' ? 'B' : 'A') + body.slice(1);
    expect(() => box.open([version, iv, tag, flipped].join(':'), 'user-1')).toThrow();
    expect(() => box.open('plain text', 'user-1')).toThrow('not a sealed secret');
  });
});
