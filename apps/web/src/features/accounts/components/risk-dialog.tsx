import { KeyRound, ShieldAlert, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import type { RiskAnalysis } from '../login-failure';
import { OtpForm } from './otp-form';

interface RiskDialogProps {
  analysis: RiskAnalysis | null;
  isBusy: boolean;
  onVerify: (code: string) => void;
  onInvalidCode: () => void;
  onClose: () => void;
  /** The account has a passkey: it may answer the challenge, beside or instead of a code. */
  onPasskey?: () => void;
}

/**
 * SPEC section 4, Risk dialog: BLOCK shows the blocked message and Close; CHALLENGE with
 * two-factor available asks for the code, and offers the account's passkey where it has one
 * (a passkey sign-in counts as strong); CHALLENGE with neither reads as a block.
 */
export function RiskDialog({
  analysis,
  isBusy,
  onVerify,
  onInvalidCode,
  onClose,
  onPasskey,
}: RiskDialogProps) {
  const { t } = useTranslation();
  const isChallenge = analysis?.recommendedAction === 'CHALLENGE';
  const canVerify = isChallenge && analysis.tfaAvailable;
  const canPasskey = isChallenge && onPasskey !== undefined;
  const Icon = isChallenge ? ShieldAlert : ShieldX;
  return (
    <Dialog
      open={analysis !== null}
      onOpenChange={(next) => !next && onClose()}
      title={isChallenge ? t('riskAnalysis.challengeTitle') : t('riskAnalysis.blockedTitle')}
      description={
        canVerify
          ? t('riskAnalysis.challengeMessage')
          : canPasskey
            ? t('riskAnalysis.challengePasskeyMessage')
            : t('riskAnalysis.blockedMessage')
      }
      icon={
        <Icon
          aria-hidden
          className={
            isChallenge
              ? 'mt-1 size-6 shrink-0 text-amber-500'
              : 'mt-1 size-6 shrink-0 text-rose-600'
          }
        />
      }
    >
      {analysis && (
        <dl className="mb-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800/60">
          {analysis.reason && (
            <>
              <dt className="text-slate-500 dark:text-slate-400">{t('riskAnalysis.reason')}</dt>
              <dd className="text-slate-900 dark:text-slate-100">{analysis.reason}</dd>
            </>
          )}
          {analysis.riskScore !== null && (
            <>
              <dt className="text-slate-500 dark:text-slate-400">{t('riskAnalysis.score')}</dt>
              <dd className="font-medium text-slate-900 tabular-nums dark:text-slate-100">
                {t('riskAnalysis.scoreValue', { score: analysis.riskScore })}
              </dd>
            </>
          )}
          {analysis.riskLevel && (
            <>
              <dt className="text-slate-500 dark:text-slate-400">{t('riskAnalysis.level')}</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">
                {t(`riskAnalysis.levels.${analysis.riskLevel}`)}
              </dd>
            </>
          )}
        </dl>
      )}
      {canPasskey && (
        <Button
          variant={canVerify ? 'secondary' : 'primary'}
          className="mb-3 w-full"
          isBusy={isBusy}
          onClick={onPasskey}
        >
          <KeyRound aria-hidden className="size-4" />
          {t('riskAnalysis.usePasskey')}
        </Button>
      )}
      {canVerify ? (
        <OtpForm
          label={t('riskAnalysis.code')}
          submitLabel={t('riskAnalysis.verify')}
          cancelLabel={t('riskAnalysis.cancel')}
          isBusy={isBusy}
          onSubmit={onVerify}
          onInvalid={onInvalidCode}
          onCancel={onClose}
        />
      ) : canPasskey ? (
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('riskAnalysis.cancel')}
          </Button>
        </div>
      ) : (
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('riskAnalysis.close')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
