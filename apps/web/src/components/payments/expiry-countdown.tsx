import { useTranslation } from 'react-i18next';
import { CountdownText } from './countdown-text';

/** "Expires in 29:59": how long the payer has to pay. */
export function ExpiryCountdown({ expiresAt }: { expiresAt: string }) {
  const { t, i18n } = useTranslation();
  return (
    <CountdownText
      expiresAt={expiresAt}
      expiresInLabel={t('payments.expiresIn')}
      expiredLabel={t('payments.expired')}
      payByLabel={t('payments.payBy')}
      language={i18n.resolvedLanguage ?? 'en'}
    />
  );
}
