import { Link2, QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NextStepCard } from '#components/ui/next-step-card.tsx';
import type { NextStep } from './next-step';

/** A new merchant's next step once a wallet exists (no wallet: NoWalletNotice says it). */
export function NextStepHint({ step }: { step: Exclude<NextStep, 'addWallet'> }) {
  const { t } = useTranslation();
  return step === 'createRequest' ? (
    <NextStepCard
      icon={QrCode}
      title={t('home.nextStep.createRequest.title')}
      body={t('home.nextStep.createRequest.body')}
      action={t('home.nextStep.createRequest.action')}
      href="#new-payment"
    />
  ) : (
    <NextStepCard
      icon={Link2}
      title={t('home.nextStep.shareLink.title')}
      body={t('home.nextStep.shareLink.body')}
      action={t('home.nextStep.shareLink.action')}
      href="#payment-requests"
    />
  );
}
