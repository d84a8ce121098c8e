import type { FatturaPaGap } from '@incasso/shared/invoice-seller';
import { useTranslation } from 'react-i18next';

/** Where the seller's fiscal data is kept. */
export const FISCAL_DATA_PATH = '/dashboard/settings/profile';

/** "the VAT number, the legal address": what the seller still has to give, in words. */
export function useGapList() {
  const { t } = useTranslation();
  return (gaps: readonly FatturaPaGap[]) =>
    gaps.map((gap) => t(`invoices.seller.gaps.${gap}`)).join(', ');
}
