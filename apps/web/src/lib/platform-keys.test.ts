import { describe, expect, it } from 'vitest';
import { isApplePlatform, paletteShortcutLabel } from './platform-keys';

describe('platform keys', () => {
  it('says ⌘ on Apple machines and Ctrl elsewhere', () => {
    const mac = { platform: 'MacIntel', userAgent: 'Mozilla/5.0 (Macintosh)' };
    const linux = { platform: 'Linux x86_64', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' };
    const windows = { platform: 'Win32', userAgent: 'Mozilla/5.0 (Windows NT 10.0)' };
    const iphone = { platform: '', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' };
    expect([mac, linux, windows, iphone].map((nav) => isApplePlatform(nav))).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(paletteShortcutLabel(true)).toBe('⌘K');
    expect(paletteShortcutLabel(false)).toBe('Ctrl K');
  });
});
