import type { FiscalProfile } from '@incasso/shared/accounts/fiscal';
import { addressLine } from '@incasso/shared/invoice-seller';
import type { ReceiptShop } from '#features/pos/receipt-shop.ts';

/** The receipt's heading: a business's company, address and VAT number, else the shop's name. */
export function receiptShopOf(
  profile: FiscalProfile | undefined,
  displayName: string | null,
): ReceiptShop | undefined {
  const fiscal = profile?.fiscal;
  if (fiscal?.accountType === 'business') {
    return {
      name: fiscal.companyName,
      address: addressLine(fiscal) || null,
      vatNumber: fiscal.vatNumber || null,
    };
  }
  return displayName ? { name: displayName, address: null, vatNumber: null } : undefined;
}
