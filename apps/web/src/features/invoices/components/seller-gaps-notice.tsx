import type { FatturaPaGap } from '@incasso/shared/invoice-seller';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '#components/ui/text-link.tsx';
import { FISCAL_DATA_PATH, useGapList } from '../seller-gaps';

/**
 * An invoice cannot be issued without the seller's VAT number and legal address (decision note
 * 070): says what is missing and links to Fiscal data. Drafts can still be written.
 */
export function SellerGapsNotice({ gaps }: { gaps: readonly FatturaPaGap[] }) {
  const { t } = useTranslation();
  const list = useGapList();
  if (gaps.length === 0) return null;
  return (
    <div
      role="note"
      aria-labelledby="seller-gaps-title"
      className="flex gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-500/30"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <p id="seller-gaps-title" className="font-semibold">
          {t('invoices.seller.title')}
        </p>
        <p>{t('invoices.seller.body', { missing: list(gaps) })}</p>
        <TextLink to={FISCAL_DATA_PATH}>{t('invoices.seller.link')}</TextLink>
      </div>
    </div>
  );
}
