import { describe, expect, it } from 'vitest';
import { createAddressSet } from './address-set.ts';

const merchant = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('createAddressSet', () => {
  it('matches an address whatever its case', () => {
    const set = createAddressSet([merchant]);
    expect(set.has(merchant.toLowerCase())).toBe(true);
    expect(set.has(merchant.toUpperCase().replace('0X', '0x'))).toBe(true);
    expect(set.has('0x8617e340b3d01fa5f11f306f4090fd50e238070d')).toBe(false);
  });

  it('counts distinct addresses', () => {
    expect(createAddressSet([merchant, merchant.toLowerCase()]).size).toBe(1);
  });

  it('refuses something that is not an address', () => {
    expect(() => createAddressSet(['0x1234'])).toThrow('not an address: 0x1234');
  });

  it('follows addresses added and removed in place', () => {
    const set = createAddressSet();
    set.add(merchant);
    expect(set.has(merchant.toLowerCase())).toBe(true);
    set.delete(merchant.toLowerCase());
    expect(set.has(merchant)).toBe(false);
    expect(set.size).toBe(0);
  });
});
