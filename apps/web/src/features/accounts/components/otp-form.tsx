import { OTP_LENGTH } from '@incasso/shared/accounts/auth';
import { SecondFactorCodeInputSchema } from '@incasso/shared/accounts/two-factor';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';

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
  const [isRecovery, setIsRecovery] = useState(false);
  // The login flow sends the code and says how it went (a toast, the next dialog).
  const form = useSchemaForm({
    schema: SecondFactorCodeInputSchema,
    initial: { code: '' },
    onSubmit: ({ code }) => {
      onSubmit(code);
      return undefined;
    },
    onInvalid,
  });
  function toggleMode() {
    setIsRecovery(!isRecovery);
    form.reset({ code: '' });
  }
  return (
    <form onSubmit={form.handleSubmit} noValidate className="space-y-4">
      {isRecovery ? (
        <TextField
          key="recovery"
          label={t('tfaRecovery.label')}
          hint={t('tfaRecovery.hint')}
          {...form.field('code')}
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
          {...form.field('code')}
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
