import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@incasso/shared/developer';
import { CodeBlock } from './code-block';
import { DocsSection, DocsTopic } from './docs-section';

// DESIGN section 9: webhooks signed per Standard Webhooks (https://www.standardwebhooks.com),
// so receivers check them with its libraries. The event types are the developer module's.
const EVENT_KEYS: Record<WebhookEventType, string> = {
  'payment.created': 'created',
  'payment.detected': 'detected',
  'payment.confirming': 'confirming',
  'payment.confirmed': 'confirmed',
  'payment.timed_out': 'timedOut',
  'payment.cancelled': 'cancelled',
  'payment.detection_reverted': 'detectionReverted',
  'payment.confirmation_reverted': 'confirmationReverted',
  'payment.refunded': 'refunded',
};
const EVENT_TYPES = WEBHOOK_EVENT_TYPES.map((type) => ({ type, key: EVENT_KEYS[type] }));

const HEADERS = [
  { name: 'webhook-id', key: 'idHeader' },
  { name: 'webhook-timestamp', key: 'timestampHeader' },
  { name: 'webhook-signature', key: 'signatureHeader' },
] as const;

const SECRET_PREFIX = 'whsec_';

const VERIFY_SAMPLE = `import express from 'express';
import { Webhook } from 'standardwebhooks';

// The endpoint's signing secret from the developer settings (whsec_…).
const webhook = new Webhook(process.env.INCASSO_WEBHOOK_SECRET);
const app = express();

// The signature covers the body byte for byte: read it raw, not parsed.
app.post('/webhooks/incasso', express.raw({ type: 'application/json' }), (req, res) => {
  let event;
  try {
    event = webhook.verify(req.body, req.headers);
  } catch {
    return res.status(400).send('Invalid signature');
  }
  // event.type is e.g. 'payment.confirmed'; skip a webhook-id already handled.
  console.log(event.type, req.headers['webhook-id']);
  res.sendStatus(204);
});

app.listen(3000);`;

const code = 'font-mono text-xs text-slate-900 dark:text-slate-100';

/** The signed messages Incasso sends, and how a receiver checks them. */
export function WebhooksSection() {
  const { t } = useTranslation();
  return (
    <DocsSection id="webhooks" title={t('apiDocs.webhooks.title')}>
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">
        {t('apiDocs.webhooks.intro')}
      </p>
      <DocsTopic title={t('apiDocs.webhooks.headersTitle')}>
        <dl className="space-y-2">
          {HEADERS.map((header) => (
            <div key={header.name}>
              <dt className={code}>{header.name}</dt>
              <dd>{t(`apiDocs.webhooks.${header.key}`)}</dd>
            </div>
          ))}
        </dl>
        <p>{t('apiDocs.webhooks.secret', { prefix: SECRET_PREFIX })}</p>
      </DocsTopic>
      <DocsTopic title={t('apiDocs.webhooks.verifyTitle')}>
        <p>{t('apiDocs.webhooks.verifyBody')}</p>
      </DocsTopic>
      <CodeBlock label={t('apiDocs.webhooks.verifySample')} code={VERIFY_SAMPLE} />
      <DocsTopic title={t('apiDocs.webhooks.eventsTitle')}>
        <dl className="space-y-2">
          {EVENT_TYPES.map((event) => (
            <div key={event.type}>
              <dt className={code}>{event.type}</dt>
              <dd>{t(`apiDocs.webhooks.events.${event.key}`)}</dd>
            </div>
          ))}
        </dl>
      </DocsTopic>
    </DocsSection>
  );
}
