import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand-mark';

/** The wordmark: a small mark plus the product name. */
export function BrandLogo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return <BrandMark name={t('app.name')} className={className} />;
}
