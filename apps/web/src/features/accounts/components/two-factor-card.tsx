import type { TwoFactorSetup } from '@incasso/shared/accounts/two-factor';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorSetupPanel } from './two-factor-setup-panel';

type Step =
  { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

function StatusBadge({ isEnabled }: { isEnabled: boolean }) {
  const { t } = useTranslation();
  const Icon = isEnabled ? ShieldCheck : ShieldOff;
  return (
    <span
      className={
        isEnabled
          ? 'inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-700 ring-1 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300'
          : 'inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300'
      }
    >
      <Icon aria-hidden className="size-3.5" />
      {isEnabled ? t('settingsSecurity.tfa.on') : t('settingsSecurity.tfa.off')}
    </span>
  );
}

/**
 * Two-factor authentication: off → setup (QR code, key, code) → the recovery codes once → on;
 * on → off with the password (SPEC sections 2 and 4).
 */
export function TwoFactorCard({ isEnabled }: { isEnabled: boolean }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();

  function handleStart() {
    setup.mutate(undefined, {
      onSuccess: (data) => setStep({ kind: 'setup', setup: data }),
      onError: (error) => toast.error(errorMessage(t, error, 'settingsSecurity.tfa.setupError')),
    });
  }

  function handleEnable(code: string) {
    enable.mutate(code, {
      onSuccess: ({ recoveryCodes }) => {
        setStep({ kind: 'codes', codes: recoveryCodes });
        toast.success(t('settingsSecurity.tfa.enabled'));
      },
      onError: (error) => toast.error(errorMessage(t, error, 'settingsSecurity.tfa.setupError')),
    });
  }

  const description =
    step.kind === 'codes'
      ? t('settingsSecurity.recovery.description')
      : isEnabled
        ? t('settingsSecurity.tfa.onDescription')
        : t('settingsSecurity.tfa.offDescription');
  return (
    <SectionCard
      title={
        step.kind === 'codes'
          ? t('settingsSecurity.recovery.title')
          : t('settingsSecurity.tfa.title')
      }
      description={description}
      aside={<StatusBadge isEnabled={isEnabled || step.kind === 'codes'} />}
    >
      {step.kind === 'codes' ? (
        <RecoveryCodesPanel codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />
      ) : step.kind === 'setup' ? (
        <TwoFactorSetupPanel
          setup={step.setup}
          isBusy={enable.isPending}
          onEnable={handleEnable}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      ) : isEnabled ? (
        <TwoFactorDisableForm />
      ) : (
        <Button onClick={handleStart} isBusy={setup.isPending}>
          <ShieldCheck aria-hidden className="size-4" />
          {t('settingsSecurity.tfa.start')}
        </Button>
      )}
    </SectionCard>
  );
}
