import { OTP_LENGTH, OtpSchema } from '@incasso/shared/auth';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

interface OtpFormProps {
  label: string;
  submitLabel: string;
  cancelLabel: string;
  isBusy: boolean;
  /** Called with a code of exactly 6 digits (SPEC section 5). */
  onSubmit: (code: string) => void;
  /** Called instead when the code is not 6 digits. */
  onInvalid: () => void;
  onCancel: () => void;
}

/** The 6-digit code input with verify and cancel, used by both login dialogs. */
export function OtpForm({
  label,
  submitLabel,
  cancelLabel,
  isBusy,
  onSubmit,
  onInvalid,
  onCancel,
}: OtpFormProps) {
  const [code, setCode] = useState('');
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = OtpSchema.safeParse(code.trim());
    if (parsed.success) onSubmit(parsed.data);
    else onInvalid();
  }
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <TextField
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
      <div className="flex justify-end gap-2">
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
