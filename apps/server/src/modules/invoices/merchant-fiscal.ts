import type { FiscalProfile } from '@incasso/shared/accounts/fiscal';
import {
  fatturaPaGaps,
  sellerGaps,
  type FatturaPaGap,
  type SellerAddress,
  type SellerGap,
} from '@incasso/shared/invoice-seller';

/** The seller as an invoice names it: the fiscal data (SPEC section 3) and the display name. */
export interface MerchantFiscal {
  name: string;
  vatNumber: string | null;
  fiscalCode: string | null;
  address: SellerAddress | null;
  /** What keeps the merchant from issuing invoices (empty: nothing). */
  gaps: SellerGap[];
  /** What keeps them from exporting FatturaPA (empty: nothing). */
  fatturapaGaps: FatturaPaGap[];
}

export function merchantFiscalOf(profile: FiscalProfile, displayName: string): MerchantFiscal {
  const fiscal = profile.fiscal;
  const gaps = { gaps: sellerGaps(profile), fatturapaGaps: fatturaPaGaps(profile) };
  if (fiscal?.accountType === 'business') {
    const { street, postalCode, city, province } = fiscal;
    return {
      name: fiscal.companyName,
      vatNumber: fiscal.vatNumber,
      fiscalCode: null,
      address: { street, postalCode, city, province: province || null },
      ...gaps,
    };
  }
  if (fiscal?.accountType === 'private') {
    return {
      name: `${fiscal.firstName} ${fiscal.lastName}`,
      vatNumber: null,
      fiscalCode: fiscal.fiscalCode,
      address: null,
      ...gaps,
    };
  }
  return { name: displayName, vatNumber: null, fiscalCode: null, address: null, ...gaps };
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

/** The seller FatturaPA needs, or null: a business with an Italian VAT number and address. */
export function italianSeller(merchant: MerchantFiscal): ItalianSeller | null {
  const { vatNumber, address } = merchant;
  if (merchant.fatturapaGaps.length > 0 || !vatNumber || !address) return null;
  return { name: merchant.name, partitaIva: vatNumber.slice(2), ...address };
}
