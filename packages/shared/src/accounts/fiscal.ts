import { z } from 'zod';
import { AccountTypeSchema } from './auth';
import { isValidCodiceFiscale, normalizeCodiceFiscale } from './codice-fiscale';
import { isValidVatNumber, normalizeVatNumber } from './vat-number';

// SPEC section 3, fiscal/personal data: a business gives company name, VAT number and legal
// address; a private person first name, last name and codice fiscale. Each limit below feeds
// the input's maxLength, the rule here and the column size.

export const COMPANY_NAME_MAX = 200;
/** Room for separators as typed ('IT 001 595 603 66'); the stored form is at most 14. */
export const VAT_NUMBER_MAX = 20;
/** The street and number; as long as the one-line legal address it replaced, which it may hold. */
export const STREET_MAX = 300;
/** FatturaPA's CAP is 5 digits; room for other countries' postal codes. */
export const POSTAL_CODE_MAX = 10;
/** FatturaPA's `Comune` holds 60 characters. */
export const CITY_MAX = 60;
export const FIRST_NAME_MAX = 100;
export const LAST_NAME_MAX = 100;
/** A codice fiscale is always 16 characters; a little room for spaces as typed. */
export const FISCAL_CODE_MAX = 20;

export const INVALID_VAT_NUMBER = 'invalidVatNumber';
export const INVALID_FISCAL_CODE = 'invalidFiscalCode';

function requiredText(max: number) {
  return z.string().trim().min(1, 'required').max(max, 'tooLong');
}

// Both accept the code as typed and yield it without separators, upper case; `overwrite`
// (not `transform`) keeps the schemas expressible as JSON Schema for the OpenAPI document.
export const VatNumberSchema = z
  .string()
  .max(VAT_NUMBER_MAX, 'tooLong')
  .overwrite(normalizeVatNumber)
  .refine(isValidVatNumber, INVALID_VAT_NUMBER);

export const FiscalCodeSchema = z
  .string()
  .max(FISCAL_CODE_MAX, 'tooLong')
  .overwrite(normalizeCodiceFiscale)
  .refine(isValidCodiceFiscale, INVALID_FISCAL_CODE);

/** An Italian province's code is two letters ('MI'). */
export const PROVINCE_MAX = 2;

/** An Italian province's two-letter code ('MI'); typed in any case, kept in capitals. */
export const ProvinceSchema = z
  .string()
  .trim()
  .overwrite((text) => text.toUpperCase())
  .regex(/^([A-Z]{2})?$/, 'invalidProvince');

/**
 * The legal address as typed fields (issue 20), never one string parsed later. An Italian
 * business (VAT number starting IT) has a 5-digit CAP and a province, as FatturaPA needs.
 */
export const BusinessFiscalDataSchema = z
  .object({
    accountType: z.literal('business'),
    companyName: requiredText(COMPANY_NAME_MAX),
    vatNumber: VatNumberSchema,
    street: requiredText(STREET_MAX),
    postalCode: requiredText(POSTAL_CODE_MAX),
    city: requiredText(CITY_MAX),
    province: ProvinceSchema.optional(),
  })
  .superRefine((data, context) => {
    if (!data.vatNumber.startsWith('IT')) return;
    if (!/^\d{5}$/.test(data.postalCode)) {
      context.addIssue({ code: 'custom', path: ['postalCode'], message: 'invalidPostalCode' });
    }
    if (!data.province) {
      context.addIssue({ code: 'custom', path: ['province'], message: 'required' });
    }
  });

export const PrivateFiscalDataSchema = z.object({
  accountType: z.literal('private'),
  firstName: requiredText(FIRST_NAME_MAX),
  lastName: requiredText(LAST_NAME_MAX),
  fiscalCode: FiscalCodeSchema,
});

/** The server checks that accountType matches the account's own. */
export const FiscalDataSchema = z.discriminatedUnion('accountType', [
  BusinessFiscalDataSchema,
  PrivateFiscalDataSchema,
]);

export type BusinessFiscalData = z.infer<typeof BusinessFiscalDataSchema>;
export type PrivateFiscalData = z.infer<typeof PrivateFiscalDataSchema>;
export type FiscalData = z.infer<typeof FiscalDataSchema>;

export { isValidCodiceFiscale } from './codice-fiscale';
export { isValidPartitaIva, isValidVatNumber, parseVatNumber } from './vat-number';

// What the server answers: the stored (already normalized) values, not re-validated on the way
// out, and the account's type so the form knows which fields to show before anything is saved.
export const StoredFiscalDataSchema = z.discriminatedUnion('accountType', [
  z.object({
    accountType: z.literal('business'),
    companyName: z.string(),
    vatNumber: z.string(),
    street: z.string(),
    /** Empty where an address saved as one line could not be read into its parts. */
    postalCode: z.string(),
    city: z.string(),
    province: z.string(),
  }),
  z.object({
    accountType: z.literal('private'),
    firstName: z.string(),
    lastName: z.string(),
    fiscalCode: z.string(),
  }),
]);

export const FiscalProfileSchema = z.object({
  accountType: AccountTypeSchema,
  /** Null until the user saves their data. */
  fiscal: StoredFiscalDataSchema.nullable(),
});
export type FiscalProfile = z.infer<typeof FiscalProfileSchema>;

export const ACCOUNT_TYPE_MISMATCH = 'accountTypeMismatch';
export const ACCOUNT_TYPE_MISMATCH_MESSAGE = 'The data does not match the account type.';
