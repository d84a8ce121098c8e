import { describe, expect, it } from 'vitest';
import {
  COMPANY_NAME_MAX,
  FiscalDataSchema,
  INVALID_FISCAL_CODE,
  INVALID_VAT_NUMBER,
  VAT_NUMBER_MAX,
} from './fiscal';

const business = {
  accountType: 'business',
  companyName: 'Ferrari S.p.A.',
  vatNumber: 'IT 00159560366',
  street: 'Via Abetone Inferiore 4',
  postalCode: '41053',
  city: 'Maranello',
  province: 'MO',
};
const person = {
  accountType: 'private',
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: 'rssmra85t10a562s',
};

function issueKeys(input: unknown): Record<string, string> {
  const result = FiscalDataSchema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('FiscalDataSchema', () => {
  it('accepts business data and stores the VAT number without separators', () => {
    expect(FiscalDataSchema.parse(business)).toEqual({ ...business, vatNumber: 'IT00159560366' });
  });

  it('accepts private data and stores the fiscal code upper case', () => {
    expect(FiscalDataSchema.parse(person)).toEqual({ ...person, fiscalCode: 'RSSMRA85T10A562S' });
  });

  it('refuses a bad VAT number with invalidVatNumber', () => {
    expect(issueKeys({ ...business, vatNumber: 'IT00159560365' })).toEqual({
      vatNumber: INVALID_VAT_NUMBER,
    });
  });

  it('refuses a bad fiscal code with invalidFiscalCode', () => {
    expect(issueKeys({ ...person, fiscalCode: 'RSSMRA85T10A562T' })).toEqual({
      fiscalCode: INVALID_FISCAL_CODE,
    });
  });

  it('requires every field, blank text counting as missing', () => {
    expect(issueKeys({ ...business, companyName: '   ', street: '' })).toEqual({
      companyName: 'required',
      street: 'required',
    });
    expect(issueKeys({ ...person, firstName: ' ' })).toEqual({ firstName: 'required' });
  });

  it('enforces the exported maximum lengths', () => {
    const longName = 'x'.repeat(COMPANY_NAME_MAX + 1);
    expect(issueKeys({ ...business, companyName: longName })).toEqual({ companyName: 'tooLong' });
    const longVat = `IT${' '.repeat(VAT_NUMBER_MAX)}00159560366`;
    expect(issueKeys({ ...business, vatNumber: longVat }).vatNumber).toBe('tooLong');
  });

  it('takes the address as typed fields, an Italian one with a 5-digit CAP and a province', () => {
    expect(FiscalDataSchema.parse({ ...business, province: ' mo ' })).toMatchObject({
      province: 'MO',
    });
    expect(issueKeys({ ...business, postalCode: '4105', province: '' })).toEqual({
      postalCode: 'invalidPostalCode',
      province: 'required',
    });
    expect(issueKeys({ ...business, province: 'Modena' })).toEqual({ province: 'invalidProvince' });
    const german = { ...business, vatNumber: 'DE123456789', postalCode: 'D-10115', province: '' };
    expect(FiscalDataSchema.safeParse(german).success).toBe(true);
  });

  it('does not take private fields for a business account', () => {
    const result = FiscalDataSchema.safeParse({ ...person, accountType: 'business' });
    expect(result.success).toBe(false);
  });
});
