import { describe, expect, it } from 'vitest';
import type { FiscalProfile } from './accounts/fiscal';
import { addressLine, fatturaPaGaps, sellerGaps } from './invoice-seller';

const italian: FiscalProfile = {
  accountType: 'business',
  fiscal: {
    accountType: 'business',
    companyName: 'Bottega Rossi S.r.l.',
    vatNumber: 'IT00159560366',
    street: 'Via Roma 1',
    postalCode: '20121',
    city: 'Milano',
    province: 'MI',
  },
};
const business = (changes: Partial<Extract<FiscalProfile['fiscal'], object>>): FiscalProfile => ({
  accountType: 'business',
  fiscal: { ...(italian.fiscal as object), ...changes } as FiscalProfile['fiscal'],
});

describe('who may issue an invoice', () => {
  it('is a business with its VAT number and full address', () => {
    expect(sellerGaps(italian)).toEqual([]);
    expect(fatturaPaGaps(italian)).toEqual([]);
  });

  it('names what is missing', () => {
    expect(sellerGaps({ accountType: 'business', fiscal: null })).toEqual([
      'companyName',
      'vatNumber',
      'address',
    ]);
    // An address saved as one line before it was split: the rest is still to be typed.
    expect(sellerGaps(business({ postalCode: '', city: '' }))).toEqual(['address']);
    expect(sellerGaps(business({ province: '' }))).toEqual(['address']);
    expect(
      sellerGaps({
        accountType: 'private',
        fiscal: {
          accountType: 'private',
          firstName: 'Mario',
          lastName: 'Rossi',
          fiscalCode: 'RSSMRA85T10A562S',
        },
      }),
    ).toEqual(['businessAccount']);
  });

  it('lets a foreign business issue, but not export FatturaPA', () => {
    const german = business({ vatNumber: 'DE123456789', postalCode: '10115', province: '' });
    expect(sellerGaps(german)).toEqual([]);
    expect(fatturaPaGaps(german)).toEqual(['italianVatNumber']);
  });
});

describe('addressLine', () => {
  it('writes the address on one line', () => {
    expect(
      addressLine({ street: 'Via Roma 1', postalCode: '20121', city: 'Milano', province: 'MI' }),
    ).toBe('Via Roma 1, 20121 Milano (MI)');
    expect(
      addressLine({ street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin', province: null }),
    ).toBe('Hauptstraße 5, 10115 Berlin');
    expect(
      addressLine({ street: 'Via Roma 1, Milano', postalCode: '', city: '', province: '' }),
    ).toBe('Via Roma 1, Milano');
  });
});
