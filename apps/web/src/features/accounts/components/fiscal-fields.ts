import type { AccountType } from '@incasso/shared/accounts/auth';
import {
  CITY_MAX,
  COMPANY_NAME_MAX,
  FIRST_NAME_MAX,
  FISCAL_CODE_MAX,
  LAST_NAME_MAX,
  POSTAL_CODE_MAX,
  PROVINCE_MAX,
  STREET_MAX,
  VAT_NUMBER_MAX,
  type FiscalProfile,
} from '@incasso/shared/accounts/fiscal';

// SPEC section 3, fiscal/personal data: which fields each account type fills in. The limits
// are the shared ones, so the input stops where the server's rule does.

export interface FiscalField {
  name: string;
  maxLength: number;
  autoComplete: string;
  /** A hint line under the input (format examples). */
  hasHint?: boolean;
  /** Codes are shown in capitals and monospace, as printed on documents. */
  isCode?: boolean;
  /** Shares a row with its neighbour on wide screens. */
  isHalf?: boolean;
  /** Not every country has it (the province, for an address outside Italy). */
  isOptional?: boolean;
}

export const FISCAL_FIELDS: Record<AccountType, FiscalField[]> = {
  business: [
    { name: 'companyName', maxLength: COMPANY_NAME_MAX, autoComplete: 'organization' },
    {
      name: 'vatNumber',
      maxLength: VAT_NUMBER_MAX,
      autoComplete: 'off',
      hasHint: true,
      isCode: true,
    },
    // The legal address as its parts (issue 20): what FatturaPA and the invoice's seller block need.
    { name: 'street', maxLength: STREET_MAX, autoComplete: 'address-line1' },
    { name: 'postalCode', maxLength: POSTAL_CODE_MAX, autoComplete: 'postal-code', isHalf: true },
    { name: 'city', maxLength: CITY_MAX, autoComplete: 'address-level2', isHalf: true },
    {
      name: 'province',
      maxLength: PROVINCE_MAX,
      autoComplete: 'address-level1',
      hasHint: true,
      isCode: true,
      isHalf: true,
      isOptional: true,
    },
  ],
  private: [
    { name: 'firstName', maxLength: FIRST_NAME_MAX, autoComplete: 'given-name', isHalf: true },
    { name: 'lastName', maxLength: LAST_NAME_MAX, autoComplete: 'family-name', isHalf: true },
    {
      name: 'fiscalCode',
      maxLength: FISCAL_CODE_MAX,
      autoComplete: 'off',
      hasHint: true,
      isCode: true,
    },
  ],
};

export type FiscalValues = Record<string, string>;

/** The form's starting values: what was saved, else empty fields of the account's type. */
export function initialFiscalValues(profile: FiscalProfile): FiscalValues {
  const values: FiscalValues = Object.fromEntries(
    FISCAL_FIELDS[profile.accountType].map((field) => [field.name, '']),
  );
  if (!profile.fiscal) return values;
  const { accountType: _type, ...saved } = profile.fiscal;
  return { ...values, ...saved };
}
