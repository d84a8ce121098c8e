import { OTP_LENGTH, OtpSchema } from '@incasso/shared/accounts/auth';
import { normalizeRecoveryCode } from '@incasso/shared/accounts/two-factor';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';

/** 'abcd-efgh-jkmn-pqrs' with room for spaces or stray separators as typed. */
const RECOVERY_CODE_INPUT_MAX = 32;

interface OtpFormProps {
  label: string;
  submitLabel: string;
  cancelLabel: string;
  isBusy: boolean;
  /** Called with 6 digits (SPEC section 5) or a recovery code in its compact form. */
  onSubmit: (code: string) => void;
  /** Called instead when the input is neither. */
  onInvalid: () => void;
  onCancel: () => void;
}

/** Six digits from the app, or one of the recovery codes saved when two-factor was turned on. */
function parseCode(input: string): string | null {
  const trimmed = input.trim();
  const otp = OtpSchema.safeParse(trimmed);
  return otp.success ? otp.data : normalizeRecoveryCode(trimmed);
}

/**
 * The code input with verify and cancel, used by both login dialogs. It takes the app's
 * 6-digit code; a link switches it to a recovery code, for a user without the app.
 */
export function OtpForm({
  label,
  submitLabel,
  cancelLabel,
  isBusy,
  onSubmit,
  onInvalid,
  onCancel,
}: OtpFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [isRecovery, setIsRecovery] = useState(false);
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseCode(code);
    if (parsed) onSubmit(parsed);
    else onInvalid();
  }
  function toggleMode() {
    setIsRecovery(!isRecovery);
    setCode('');
  }
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      {isRecovery ? (
        <TextField
          key="recovery"
          label={t('tfaRecovery.label')}
          hint={t('tfaRecovery.hint')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
          maxLength={RECOVERY_CODE_INPUT_MAX}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
          className="[&_input]:font-mono"
        />
      ) : (
        <TextField
          key="otp"
          label={label}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
          maxLength={OTP_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]"
        />
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <button
          type="button"
          onClick={toggleMode}
          className="mr-auto rounded text-sm font-medium text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400"
        >
          {isRecovery ? t('tfaRecovery.useApp') : t('tfaRecovery.useRecovery')}
        </button>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" isBusy={isBusy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
