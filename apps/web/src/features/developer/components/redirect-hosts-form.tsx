import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
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
  const [text, setText] = useState(saved.join('\n'));
  const save = useSaveDeveloperSettings();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const redirectHosts = text
      .split(/[\s,]+/)
      .map((host) => host.trim())
      .filter(Boolean);
    save.mutate(
      { redirectHosts },
      {
        onSuccess: (result) => {
          setText(result.redirectHosts.join('\n'));
          toast.success(t('developer.redirects.saved'));
        },
        onError: (error) => toast.error(errorMessage(t, error, 'developer.redirects.invalid')),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-3">
      <label className="block space-y-1">
        <span className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('developer.redirects.label')}
        </span>
        <textarea
          value={text}
          rows={3}
          placeholder="shop.example"
          onChange={(event) => setText(event.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        />
      </label>
      <Button type="submit" isBusy={save.isPending}>
        {t('developer.redirects.save')}
      </Button>
    </form>
  );
}
