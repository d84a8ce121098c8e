import { PosSettingsSchema, type PosSettings } from '@incasso/shared/pos';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useUpdatePosSettings } from '../api/pos-settings';
import { DisplayLinkPanel } from './display-link-panel';

/** The tip percentages the till offers ("5, 10, 15"), and the customer display link. */
export function TillSettings({ settings }: { settings: PosSettings }) {
  const { t } = useTranslation();
  const [text, setText] = useState(settings.tipPercents.join(', '));
  const [error, setError] = useState<string>();
  const update = useUpdatePosSettings();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const values = text
      .split(/[,\s]+/)
      .filter(Boolean)
      .map((part) => Number(part.replace('%', '')));
    const parsed = PosSettingsSchema.safeParse({ tipPercents: values });
    if (!parsed.success) return setError(t('pos.tipsInvalid'));
    setError(undefined);
    update.mutate(parsed.data, {
      onSuccess: () => toast.success(t('pos.settingsSaved')),
      onError: (failure) => toast.error(errorMessage(t, failure, 'pos.settingsFailed')),
    });
  }

  return (
    <div className="space-y-6">
      <form onSubmit={handleSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-64 flex-1"
          label={t('pos.tipChoices')}
          hint={t('pos.tipChoicesHint')}
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="lg" isBusy={update.isPending}>
          {t('pos.saveSettings')}
        </Button>
      </form>
      <DisplayLinkPanel />
    </div>
  );
}
