import type { TwoFactorSetup } from '@incasso/shared/accounts/two-factor';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { groupKey } from '../group-key';
import { CodeInputForm } from './code-input-form';

interface TwoFactorSetupPanelProps {
  setup: TwoFactorSetup;
  isBusy: boolean;
  onEnable: (code: string) => void;
  onCancel: () => void;
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden
        className="grid size-6 shrink-0 place-items-center rounded-full bg-indigo-50 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300"
      >
        {number}
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-sm font-medium text-slate-900 dark:text-white">{title}</p>
        {children}
      </div>
    </li>
  );
}

/** SPEC section 2: set up by scanning the QR code (or typing the key) and a 6-digit code. */
export function TwoFactorSetupPanel({
  setup,
  isBusy,
  onEnable,
  onCancel,
}: TwoFactorSetupPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <div className="self-center rounded-xl border border-slate-200 bg-white p-3 md:self-start dark:border-slate-700">
        <img src={setup.qrCode} alt={t('settingsSecurity.tfa.qrAlt')} className="size-44" />
      </div>
      <ol className="flex-1 space-y-5">
        <Step number={1} title={t('settingsSecurity.tfa.scanTitle')}>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('settingsSecurity.tfa.scanBody')}
          </p>
        </Step>
        <Step number={2} title={t('settingsSecurity.tfa.keyTitle')}>
          <code className="block w-fit rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider break-all text-slate-900 select-all dark:bg-slate-800 dark:text-slate-100">
            {groupKey(setup.secret)}
          </code>
        </Step>
        <Step number={3} title={t('settingsSecurity.tfa.codeTitle')}>
          <CodeInputForm
            isBusy={isBusy}
            onSubmit={onEnable}
            actions={
              <Button variant="ghost" onClick={onCancel}>
                {t('settingsSecurity.tfa.cancel')}
              </Button>
            }
          />
        </Step>
      </ol>
    </div>
  );
}
