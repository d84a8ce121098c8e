import type { FiscalProfile } from './accounts/fiscal';

// Who issues an invoice (issue 20): a business whose fiscal data name its VAT number and legal
// address. The server refuses to issue without them, and the web form says which are missing,
// from this one list.

/** What the seller's fiscal data may still lack before an invoice can be issued. */
export const SELLER_GAPS = ['businessAccount', 'companyName', 'vatNumber', 'address'] as const;
export type SellerGap = (typeof SELLER_GAPS)[number];
/** What FatturaPA needs beyond that: an Italian partita IVA. */
export const FATTURAPA_GAPS = [...SELLER_GAPS, 'italianVatNumber'] as const;
export type FatturaPaGap = (typeof FATTURAPA_GAPS)[number];

export interface SellerAddress {
  street: string;
  postalCode: string;
  city: string;
  /** '' or null when none (a foreign seller's). */
  province: string | null;
}

const filled = (text: string | null | undefined) => !!text?.trim();

/** Whether the address has every part its country needs (CAP and province in Italy). */
export function isAddressComplete(address: SellerAddress, italian: boolean): boolean {
  if (!filled(address.street) || !filled(address.postalCode) || !filled(address.city)) {
    return false;
  }
  return (
    !italian || (/^\d{5}$/.test(address.postalCode) && /^[A-Z]{2}$/.test(address.province ?? ''))
  );
}

/** The gaps that keep `profile` from issuing an invoice; empty when it can. */
export function sellerGaps(profile: FiscalProfile): SellerGap[] {
  if (profile.accountType !== 'business') return ['businessAccount'];
  const fiscal = profile.fiscal?.accountType === 'business' ? profile.fiscal : null;
  if (!fiscal) return ['companyName', 'vatNumber', 'address'];
  const gaps: SellerGap[] = [];
  if (!filled(fiscal.companyName)) gaps.push('companyName');
  if (!filled(fiscal.vatNumber)) gaps.push('vatNumber');
  if (!isAddressComplete(fiscal, fiscal.vatNumber.startsWith('IT'))) gaps.push('address');
  return gaps;
}

/** The gaps that keep `profile` from exporting FatturaPA XML; empty when it can. */
export function fatturaPaGaps(profile: FiscalProfile): FatturaPaGap[] {
  const gaps: FatturaPaGap[] = sellerGaps(profile);
  const vatNumber = profile.fiscal?.accountType === 'business' ? profile.fiscal.vatNumber : '';
  if (vatNumber && !vatNumber.startsWith('IT')) {
    gaps.push('italianVatNumber');
  }
  return gaps;
}

/** The address on one line: 'Via Roma 1, 20121 Milano (MI)'. */
export function addressLine(address: SellerAddress): string {
  const place = [address.postalCode, address.city].filter(filled).join(' ');
  const province = filled(address.province) ? ` (${address.province})` : '';
  return [address.street, `${place}${province}`].filter(filled).join(', ');
}
