import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  CreateApiKeyInputSchema,
  type ApiKey,
  type ApiKeyScope,
} from '@incasso/shared/developer';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { SectionLoadError } from '#components/ui/query-state.tsx';
import { InlineLoader } from './inline-loader';
import { SectionCard } from '#components/ui/section-card.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import { formatWhen } from '../format-when';
import { CodeCheckboxes } from './code-checkboxes';
import { SecretReveal } from './secret-reveal';

// i18next reads ':' as a namespace separator, so the scopes' texts have plain keys.
const SCOPE_KEYS: Record<ApiKeyScope, string> = {
  'payments:read': 'read',
  'payments:write': 'write',
};

/** Settings → developer: the public API's keys (shown once, listed by prefix, revoked). */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const [revealed, setRevealed] = useState<string | null>(null);
  return (
    <SectionCard
      headingLevel={2}
      title={t('developer.keys.title')}
      description={
        <>
          {t('developer.keys.description')}{' '}
          <Link
            to="/api-docs"
            className="font-medium text-indigo-600 hover:underline dark:text-indigo-400"
          >
            {t('developer.docsLink')}
          </Link>
        </>
      }
    >
      <div className="space-y-5">
        {revealed && (
          <SecretReveal
            label={t('developer.keys.keyLabel')}
            value={revealed}
            onDone={() => setRevealed(null)}
          />
        )}
        {keys.isError ? (
          <SectionLoadError onRetry={() => void keys.refetch()} />
        ) : !keys.data ? (
          <InlineLoader />
        ) : keys.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('developer.keys.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {keys.data.map((key) => (
              <ApiKeyRow key={key.id} apiKey={key} />
            ))}
          </ul>
        )}
        <CreateApiKeyForm onCreated={setRevealed} />
      </div>
    </SectionCard>
  );
}

function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeApiKey();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium text-slate-900 dark:text-white">{apiKey.name}</p>
        <p className="font-mono text-xs text-slate-500 dark:text-slate-400">{apiKey.prefix}…</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {apiKey.scopes.join(', ')} ·{' '}
          {apiKey.lastUsedAt
            ? t('developer.keys.lastUsed', { when: formatWhen(apiKey.lastUsedAt, i18n.language) })
            : t('developer.keys.neverUsed')}
        </p>
      </div>
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
        {t('developer.keys.revoke')}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('developer.keys.revokeTitle', { name: apiKey.name })}
        description={t('developer.keys.revokeDescription')}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('developer.cancel')}
          </Button>
          <Button
            variant="danger"
            isBusy={revoke.isPending}
            onClick={() =>
              revoke.mutate(apiKey.id, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success(t('developer.keys.revoked'));
                },
                onError: (error) => toast.error(errorMessage(t, error, 'developer.failed')),
              })
            }
          >
            {t('developer.keys.revoke')}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}

// The shared schema's keys for the form's two fields, in the form's own words.
const CREATE_MESSAGES: Record<string, string> = {
  required: 'developer.keys.nameRequired',
  scopesRequired: 'developer.keys.scopesRequired',
};

function CreateApiKeyForm({ onCreated }: { onCreated: (key: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const form = useSchemaForm({
    schema: CreateApiKeyInputSchema,
    initial: { name: '', scopes: [...API_KEY_SCOPES] as ApiKeyScope[] },
    onSubmit: async (input, { values, reset }) => {
      const created = await create.mutateAsync(input);
      reset({ ...values, name: '' });
      onCreated(created.key);
    },
    message: (key) => t(CREATE_MESSAGES[key] ?? 'errors.invalidInput'),
  });
  // A refusal about no one field (too many keys) is shown under the name, as before.
  const failure =
    form.failure !== null && !form.errors.name && !form.errors.scopes
      ? errorMessage(t, form.failure, 'developer.failed')
      : undefined;

  return (
    <form
      onSubmit={form.handleSubmit}
      className="space-y-3 border-t border-slate-100 pt-4 dark:border-slate-800"
      noValidate
    >
      <TextField
        label={t('developer.keys.name')}
        {...form.field('name')}
        maxLength={API_KEY_NAME_MAX}
        error={form.errorOf('name') ?? failure}
      />
      <CodeCheckboxes
        legend={t('developer.keys.scopes')}
        options={API_KEY_SCOPES}
        selected={form.values.scopes}
        onChange={(scopes) => form.set({ scopes })}
        error={form.errorOf('scopes')}
        describe={(scope) => t(`developer.keys.scope.${SCOPE_KEYS[scope]}`)}
      />
      <Button type="submit" isBusy={form.isSubmitting}>
        {t('developer.keys.create')}
      </Button>
    </form>
  );
}
