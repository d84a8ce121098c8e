import type { FiscalProfile } from '@incasso/shared/accounts/fiscal';

/** The seller as an invoice names it: the fiscal data (SPEC section 3) and the display name. */
export interface MerchantFiscal {
  name: string;
  vatNumber: string | null;
  fiscalCode: string | null;
  address: string | null;
}

export function merchantFiscalOf(profile: FiscalProfile, displayName: string): MerchantFiscal {
  const fiscal = profile.fiscal;
  if (fiscal?.accountType === 'business') {
    return {
      name: fiscal.companyName,
      vatNumber: fiscal.vatNumber,
      fiscalCode: null,
      address: fiscal.legalAddress,
    };
  }
  if (fiscal?.accountType === 'private') {
    return {
      name: `${fiscal.firstName} ${fiscal.lastName}`,
      vatNumber: null,
      fiscalCode: fiscal.fiscalCode,
      address: null,
    };
  }
  return { name: displayName, vatNumber: null, fiscalCode: null, address: null };
}

export interface ItalianSeller {
  name: string;
  /** Without the 'IT' prefix: the 11 digits of the partita IVA. */
  partitaIva: string;
  street: string;
  postalCode: string;
  city: string;
  province: string | null;
}

// 'Via Roma 1, 20121 Milano (MI)': street, then a 5-digit CAP, the comune and its province.
const ITALIAN_ADDRESS = /^(.+?),\s*(\d{5})\s+([^,(]+?)(?:\s*\(([A-Za-z]{2})\))?\s*$/;

/**
 * The seller FatturaPA needs, or null: a business with an Italian VAT number and a legal
 * address written as 'street, CAP comune (PR)' (decision note 046).
 */
export function italianSeller(merchant: MerchantFiscal): ItalianSeller | null {
  if (!merchant.vatNumber?.startsWith('IT') || !merchant.address) return null;
  const match = ITALIAN_ADDRESS.exec(merchant.address.trim());
  if (!match) return null;
  return {
    name: merchant.name,
    partitaIva: merchant.vatNumber.slice(2),
    street: match[1] ?? '',
    postalCode: match[2] ?? '',
    city: match[3] ?? '',
    province: match[4]?.toUpperCase() ?? null,
  };
}
