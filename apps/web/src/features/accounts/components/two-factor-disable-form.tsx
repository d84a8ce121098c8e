import { PASSWORD_MAX_LENGTH } from '@incasso/shared/accounts/password-policy';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor';

/** SPEC section 4: turning two-factor off needs the account password. */
export function TwoFactorDisableForm() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<'required' | 'incorrect' | null>(null);
  const disable = useDisableTwoFactor();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password === '') {
      setError('required');
      return;
    }
    disable.mutate(password, {
      onSuccess: () => {
        setPassword('');
        setError(null);
        toast.success(t('settingsSecurity.tfa.disabled'));
      },
      onError: () => {
        setError('incorrect');
        toast.error(t('settingsSecurity.tfa.disableError'));
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <TextField
        label={t('settingsSecurity.tfa.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        maxLength={PASSWORD_MAX_LENGTH}
        required
        error={error ? t(`settingsSecurity.tfa.passwordErrors.${error}`) : undefined}
        className="w-full sm:w-72"
      />
      <Button type="submit" variant="danger" isBusy={disable.isPending}>
        {t('settingsSecurity.tfa.disable')}
      </Button>
    </form>
  );
}
