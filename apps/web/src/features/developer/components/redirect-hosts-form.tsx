import { DeveloperSettingsSchema, REDIRECT_HOSTS_MAX } from '@incasso/shared/developer';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { useDeveloperSettings, useSaveDeveloperSettings } from '../api/developer-settings';

/** Settings → developer: the hosts an API payment may send its payer back to. */
export function RedirectHostsForm() {
  const { t } = useTranslation();
  const settings = useDeveloperSettings();
  if (settings.isError) return <SectionLoadError onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <SectionLoader />;
  return (
    <SectionCard
      headingLevel={2}
      title={t('developer.redirects.title')}
      description={t('developer.redirects.description')}
    >
      <HostsField saved={settings.data.redirectHosts} />
    </SectionCard>
  );
}

function HostsField({ saved }: { saved: string[] }) {
  const { t } = useTranslation();
  const save = useSaveDeveloperSettings();
  const errorId = useId();
  const form = useSchemaForm({
    schema: DeveloperSettingsSchema,
    initial: { text: saved.join('\n') },
    toInput: ({ text }) => ({
      redirectHosts: text
        .split(/[\s,]+/)
        .map((host) => host.trim())
        .filter(Boolean),
    }),
    onSubmit: async (input, { reset }) => {
      const result = await save.mutateAsync(input);
      reset({ text: result.redirectHosts.join('\n') });
      toast.success(t('developer.redirects.saved'));
    },
    onError: (error) => toast.error(errorMessage(t, error, 'developer.redirects.invalid')),
    message: (key) =>
      key === 'tooMany'
        ? t('developer.redirects.tooMany', { max: REDIRECT_HOSTS_MAX })
        : t('developer.redirects.invalid'),
  });
  const error = form.errorOf('redirectHosts');

  return (
    <form onSubmit={form.handleSubmit} className="space-y-3">
      <label className="block space-y-1">
        <span className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('developer.redirects.label')}
        </span>
        <textarea
          value={form.values.text}
          onChange={(event) => form.set({ text: event.target.value })}
          rows={3}
          placeholder="shop.example"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        />
      </label>
      {error && (
        <p id={errorId} className="text-xs font-medium text-rose-600 dark:text-rose-400">
          {error}
        </p>
      )}
      <Button type="submit" isBusy={form.isSubmitting}>
        {t('developer.redirects.save')}
      </Button>
    </form>
  );
}
