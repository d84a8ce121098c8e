import { UpdateProfileInputSchema } from '@incasso/shared/accounts/profile';
import { FALLBACK_TIME_ZONE } from '@incasso/shared/time-zone';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { useUpdateProfile } from '../api/update-profile';
import { browserTimeZone } from '../browser-time-zone';
import { timeZoneOptions } from '../time-zone-options';

/** The zone the dashboard counts days in (decision note 041); the browser's is suggested. */
export function TimeZoneForm({ timeZone }: { timeZone: string | null }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(timeZone ?? browserTimeZone() ?? FALLBACK_TIME_ZONE);
  const options = useMemo(() => timeZoneOptions(timeZone), [timeZone]);
  const update = useUpdateProfile();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = UpdateProfileInputSchema.safeParse({ timeZone: value });
    if (!parsed.success) {
      toast.error(t('settingsProfile.notUpdated'));
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => toast.success(t('settingsProfile.updated')),
      onError: () => toast.error(t('settingsProfile.notUpdated')),
    });
  }

  return (
    <SectionCard
      title={t('settingsProfile.timeZone.title')}
      description={t('settingsProfile.timeZone.description')}
    >
      <form onSubmit={handleSubmit} className="max-w-xl space-y-5">
        <SelectField
          label={t('settingsProfile.timeZone.label')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        >
          {options.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </SelectField>
        <div className="flex justify-end">
          <Button type="submit" isBusy={update.isPending}>
            {t('settingsProfile.save')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
