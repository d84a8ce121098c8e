import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@incasso/shared/developer';
import { Button } from '#components/ui/button.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useRetryWebhookDelivery, useWebhookDeliveries } from '../api/webhooks';
import { deliveryState, upcomingAttempt, type DeliveryState } from '../delivery-state';
import { formatWhen } from '../format-when';

const STATE_TONE: Record<DeliveryState, string> = {
  succeeded: 'text-emerald-700 dark:text-emerald-400',
  retrying: 'text-amber-700 dark:text-amber-400',
  failed: 'text-rose-700 dark:text-rose-400',
  queued: 'text-slate-600 dark:text-slate-300',
  held: 'text-slate-600 dark:text-slate-300',
  paused: 'text-slate-600 dark:text-slate-300',
};

/** The line under a delivery: its attempts, or why it has none yet, and when the next one runs. */
function deliveryProgress(
  t: TFunction,
  delivery: WebhookDelivery,
  state: DeliveryState,
  language: string,
): string {
  if (state === 'held' || state === 'paused' || state === 'queued') {
    return t(`developer.webhooks.hint.${state}`);
  }
  const attempts = t('developer.webhooks.attempts', { count: delivery.attempts });
  if (state !== 'retrying') return attempts;
  const next = upcomingAttempt(delivery);
  return `${attempts} · ${
    next
      ? t('developer.webhooks.nextAttempt', { when: formatWhen(next, language) })
      : t('developer.webhooks.nextAttemptNow')
  }`;
}

/** The last deliveries to an endpoint: each attempt's answer, the body sent, a retry. */
export function DeliveryLog({ endpointId, enabled }: { endpointId: string; enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const deliveries = useWebhookDeliveries(endpointId);
  const retry = useRetryWebhookDelivery();
  if (deliveries.isError) {
    return <p className="mt-2 text-sm text-rose-600">{t('developer.webhooks.logFailed')}</p>;
  }
  if (!deliveries.data)
    return <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t('app.loading')}</p>;
  if (deliveries.data.items.length === 0) {
    return (
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
        {t('developer.webhooks.noDeliveries')}
      </p>
    );
  }
  return (
    <ul className="mt-3 space-y-2" aria-label={t('developer.webhooks.deliveries')}>
      {deliveries.data.items.map((delivery) => {
        const last = delivery.log.at(-1);
        const state = deliveryState(delivery, enabled);
        return (
          <li
            key={delivery.id}
            data-testid="webhook-delivery"
            className="rounded-lg bg-slate-50 p-3 text-xs dark:bg-slate-950"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-mono text-slate-900 dark:text-slate-100">
                {delivery.eventType}
              </span>
              <span className={`font-medium ${STATE_TONE[state]}`}>
                {t(`developer.webhooks.state.${state}`)}
              </span>
            </div>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              {formatWhen(delivery.createdAt, i18n.language)} ·{' '}
              {deliveryProgress(t, delivery, state, i18n.language)}
              {last &&
                ` · ${last.statusCode ?? last.error ?? ''} · ${t('developer.webhooks.duration', { ms: last.durationMs })}`}
            </p>
            <details className="mt-2">
              <summary className="cursor-pointer text-indigo-600 dark:text-indigo-400">
                {t('developer.webhooks.details')}
              </summary>
              <pre className="mt-2 overflow-x-auto rounded bg-white p-2 whitespace-pre-wrap dark:bg-slate-900">
                {delivery.payload}
              </pre>
              <ol className="mt-2 space-y-1">
                {delivery.log.map((attempt) => (
                  <li key={attempt.at}>
                    {formatWhen(attempt.at, i18n.language)} — {attempt.statusCode ?? attempt.error}{' '}
                    ({attempt.durationMs} ms)
                    {attempt.responseExcerpt && (
                      <span className="block font-mono text-slate-500 dark:text-slate-400">
                        {attempt.responseExcerpt}
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            </details>
            {delivery.status !== 'pending' && (
              <Button
                size="sm"
                variant="ghost"
                className="mt-2"
                isBusy={retry.isPending && retry.variables === delivery.id}
                onClick={() =>
                  retry.mutate(delivery.id, {
                    onError: (error) => toast.error(errorMessage(t, error, 'developer.failed')),
                  })
                }
              >
                {t('developer.webhooks.retry')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
