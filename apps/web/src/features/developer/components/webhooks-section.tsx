import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateWebhookEndpointInputSchema,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  type WebhookEndpoint,
  type WebhookEventType,
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
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useSendTestWebhook,
  useUpdateWebhookEndpoint,
  useWebhookEndpoints,
} from '../api/webhooks';
import { CodeCheckboxes } from './code-checkboxes';
import { DeliveryLog } from './delivery-log';
import { SecretReveal } from './secret-reveal';

/** Settings → developer: webhook endpoints, signed per Standard Webhooks, with their log. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const endpoints = useWebhookEndpoints();
  const [revealed, setRevealed] = useState<string | null>(null);
  return (
    <SectionCard
      headingLevel={2}
      title={t('developer.webhooks.title')}
      description={t('developer.webhooks.description')}
    >
      <div className="space-y-5">
        {revealed && (
          <SecretReveal
            label={t('developer.webhooks.secretLabel')}
            value={revealed}
            onDone={() => setRevealed(null)}
          />
        )}
        {endpoints.isError ? (
          <SectionLoadError onRetry={() => void endpoints.refetch()} />
        ) : !endpoints.data ? (
          <InlineLoader />
        ) : endpoints.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('developer.webhooks.none')}
          </p>
        ) : (
          <ul className="space-y-4">
            {endpoints.data.map((endpoint) => (
              <EndpointItem key={endpoint.id} endpoint={endpoint} onSecret={setRevealed} />
            ))}
          </ul>
        )}
        <AddEndpointForm onCreated={setRevealed} />
      </div>
    </SectionCard>
  );
}

function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const [label, tone] = endpoint.enabled
    ? [
        t('developer.webhooks.enabled'),
        'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
      ]
    : endpoint.disabledReason
      ? [
          t(`developer.webhooks.stopped.${endpoint.disabledReason}`),
          'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-300',
        ]
      : [
          t('developer.webhooks.disabled'),
          'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
        ];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{label}</span>;
}

function EndpointItem({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const test = useSendTestWebhook();
  const failed = (error: unknown) => toast.error(errorMessage(t, error, 'developer.failed'));

  return (
    <li className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-mono text-sm break-all text-slate-900 dark:text-white">
          {endpoint.url}
        </p>
        <EndpointStatus endpoint={endpoint} />
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">{endpoint.eventTypes.join(', ')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          isBusy={test.isPending}
          disabled={!endpoint.enabled}
          onClick={() =>
            test.mutate(endpoint.id, {
              onSuccess: () => toast.success(t('developer.webhooks.testSent')),
              onError: failed,
            })
          }
        >
          {t('developer.webhooks.sendTest')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          isBusy={update.isPending}
          onClick={() =>
            update.mutate({ id: endpoint.id, enabled: !endpoint.enabled }, { onError: failed })
          }
        >
          {endpoint.enabled ? t('developer.webhooks.disable') : t('developer.webhooks.enable')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          isBusy={rotate.isPending}
          onClick={() =>
            rotate.mutate(endpoint.id, {
              onSuccess: (rotated) => onSecret(rotated.secret),
              onError: failed,
            })
          }
        >
          {t('developer.webhooks.rotate')}
        </Button>
        <Button size="sm" variant="danger" onClick={() => setConfirmingDelete(true)}>
          {t('developer.webhooks.delete')}
        </Button>
      </div>
      {/* The log is fetched when opened: a page of endpoints does not load every log. */}
      <details onToggle={(event) => setShowLog(event.currentTarget.open)}>
        <summary className="cursor-pointer text-sm font-medium text-indigo-600 dark:text-indigo-400">
          {t('developer.webhooks.deliveries')}
        </summary>
        {showLog && <DeliveryLog endpointId={endpoint.id} enabled={endpoint.enabled} />}
      </details>
      <Dialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t('developer.webhooks.deleteTitle')}
        description={t('developer.webhooks.deleteDescription', { url: endpoint.url })}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmingDelete(false)}>
            {t('developer.cancel')}
          </Button>
          <Button
            variant="danger"
            isBusy={remove.isPending}
            onClick={() =>
              remove.mutate(endpoint.id, {
                onSuccess: () => setConfirmingDelete(false),
                onError: failed,
              })
            }
          >
            {t('developer.webhooks.delete')}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}

// The shared schema's keys for the form's two fields, in the form's own words.
const ADD_MESSAGES: Record<string, string> = {
  invalidUrl: 'developer.webhooks.urlInvalid',
  tooLong: 'developer.webhooks.urlInvalid',
  eventTypesRequired: 'developer.webhooks.eventsRequired',
};

function AddEndpointForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateWebhookEndpoint();
  const form = useSchemaForm({
    schema: CreateWebhookEndpointInputSchema,
    initial: { url: '', eventTypes: [...WEBHOOK_EVENT_TYPES] as WebhookEventType[] },
    toInput: (values) => ({ ...values, url: values.url.trim() }),
    onSubmit: async (input, { values, reset }) => {
      const created = await create.mutateAsync(input);
      reset({ ...values, url: '' });
      onCreated(created.secret);
    },
    message: (key) => t(ADD_MESSAGES[key] ?? 'errors.invalidInput'),
  });
  // A refusal about no one field (a private address, too many endpoints) is shown under the URL.
  const failure =
    form.failure !== null && !form.errors.url && !form.errors.eventTypes
      ? errorMessage(t, form.failure, 'developer.failed')
      : undefined;

  return (
    <form
      onSubmit={form.handleSubmit}
      className="space-y-3 border-t border-slate-100 pt-4 dark:border-slate-800"
      noValidate
    >
      <TextField
        label={t('developer.webhooks.url')}
        type="url"
        placeholder="https://shop.example/webhooks/incasso"
        {...form.field('url')}
        maxLength={WEBHOOK_URL_MAX}
        error={form.errorOf('url') ?? failure}
      />
      <CodeCheckboxes
        legend={t('developer.webhooks.events')}
        options={WEBHOOK_EVENT_TYPES}
        selected={form.values.eventTypes}
        onChange={(eventTypes) => form.set({ eventTypes })}
        error={form.errorOf('eventTypes')}
        className="grid gap-1 sm:grid-cols-2"
      />
      <Button type="submit" isBusy={form.isSubmitting}>
        {t('developer.webhooks.add')}
      </Button>
    </form>
  );
}
