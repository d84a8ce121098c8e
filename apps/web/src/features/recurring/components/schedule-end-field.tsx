import { RECURRING_PAYMENTS_MAX, type ScheduleEnd } from '@incasso/shared/recurring';
import { useTranslation } from 'react-i18next';
import { TextField } from '#components/ui/text-field.tsx';
import type { ScheduleDraft } from '../schedule-draft';

interface ScheduleEndFieldProps {
  draft: ScheduleDraft;
  onChange: (changes: Partial<ScheduleDraft>) => void;
  errorOf: (field: string) => string | undefined;
}

const KINDS: ScheduleEnd['kind'][] = ['never', 'afterPayments', 'onDate'];

/** Never, after N payments, or on a day. */
export function ScheduleEndField({ draft, onChange, errorOf }: ScheduleEndFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('recurring.form.end')}
      </legend>
      <div className="flex flex-wrap gap-4">
        {KINDS.map((kind) => (
          <label
            key={kind}
            className="inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200"
          >
            <input
              type="radio"
              name="recurring-end"
              checked={draft.endKind === kind}
              onChange={() => onChange({ endKind: kind })}
              className="size-4 text-indigo-600"
            />
            {t(`recurring.end.${kind}`)}
          </label>
        ))}
      </div>
      {draft.endKind === 'afterPayments' && (
        <TextField
          label={t('recurring.form.endPayments')}
          type="number"
          min={1}
          max={RECURRING_PAYMENTS_MAX}
          value={draft.endPaymentsText}
          onChange={(event) => onChange({ endPaymentsText: event.target.value })}
          error={errorOf('end.payments') ?? errorOf('end')}
          className="max-w-40"
        />
      )}
      {draft.endKind === 'onDate' && (
        <TextField
          label={t('recurring.form.endDate')}
          type="date"
          value={draft.endDate}
          onChange={(event) => onChange({ endDate: event.target.value })}
          error={errorOf('end.date') ?? errorOf('end')}
          className="max-w-48"
        />
      )}
    </fieldset>
  );
}
