import { OTP_LENGTH, OtpSchema } from '@incasso/shared/accounts/auth';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';

interface CodeInputFormProps {
  isBusy: boolean;
  /** Called with exactly six digits (SPEC section 5); anything else shows otpFormatError. */
  onSubmit: (code: string) => void;
  /** Extra buttons beside the submit one (Cancel). */
  actions?: ReactNode;
}

/** The 6-digit code from the authenticator app that turns two-factor on. */
export function CodeInputForm({ isBusy, onSubmit, actions }: CodeInputFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = OtpSchema.safeParse(code.replace(/\s/g, ''));
    if (parsed.success) onSubmit(parsed.data);
    else toast.error(t('notifications.otpFormatError'));
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <TextField
        label={t('settingsSecurity.tfa.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        required
        maxLength={OTP_LENGTH}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="000000"
        className="w-40 [&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.3em]"
      />
      <div className="flex gap-2">
        <Button type="submit" isBusy={isBusy}>
          {t('settingsSecurity.tfa.activate')}
        </Button>
        {actions}
      </div>
    </form>
  );
}
