import { useTranslation } from 'react-i18next';
import { CodeBlock } from './code-block';
import { FieldTable, type FieldRow } from './field-table';

export const CREATE_PAYMENT_PATH = '/api/v1/payments';

const HEADERS: FieldRow[] = [
  { name: 'X-API-Key', type: 'string', isRequired: true, descriptionKey: 'apiDocs.fields.apiKey' },
];

const BODY: FieldRow[] = [
  { name: 'amount', type: 'number', isRequired: true, descriptionKey: 'apiDocs.fields.amount' },
  {
    name: 'currency',
    type: '"EUR" | "USD"',
    isRequired: true,
    descriptionKey: 'apiDocs.fields.currency',
  },
  { name: 'walletId', type: 'string', isRequired: true, descriptionKey: 'apiDocs.fields.walletId' },
  { name: 'orderId', type: 'string', isRequired: false, descriptionKey: 'apiDocs.fields.orderId' },
  {
    name: 'redirectUrl',
    type: 'string',
    isRequired: false,
    descriptionKey: 'apiDocs.fields.redirectUrl',
  },
];

const RESPONSE: FieldRow[] = [
  {
    name: 'paymentId',
    type: 'string',
    isRequired: true,
    descriptionKey: 'apiDocs.fields.paymentId',
  },
  { name: 'status', type: '"pending"', isRequired: true, descriptionKey: 'apiDocs.fields.status' },
  { name: 'amount', type: 'number', isRequired: true, descriptionKey: 'apiDocs.fields.amount' },
  {
    name: 'currency',
    type: '"EUR" | "USD"',
    isRequired: true,
    descriptionKey: 'apiDocs.fields.currency',
  },
  {
    name: 'paymentUrl',
    type: 'string',
    isRequired: true,
    descriptionKey: 'apiDocs.fields.paymentUrl',
  },
];

function examples(origin: string) {
  const request = [
    `curl -X POST ${origin}${CREATE_PAYMENT_PATH} \\`,
    `  -H "X-API-Key: $INCASSO_API_KEY" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"amount": 25.5, "currency": "EUR", "walletId": "wal_123", "orderId": "order-1001"}'`,
  ].join('\n');
  const response = JSON.stringify(
    {
      paymentId: 'pay_8f2c1e',
      status: 'pending',
      amount: 25.5,
      currency: 'EUR',
      paymentUrl: `${origin}/pay/pay_8f2c1e`,
    },
    null,
    2,
  );
  return { request, response };
}

/** POST /api/v1/payments, as SPEC section 3 describes it. */
export function CreatePaymentEndpoint() {
  const { t } = useTranslation();
  const { request, response } = examples(window.location.origin);
  return (
    <article aria-labelledby="create-payment" className="space-y-5">
      <div className="space-y-2">
        <h3 id="create-payment" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('apiDocs.endpoints.createPayment')}
        </h3>
        <p className="flex items-center gap-2 font-mono text-sm">
          <span className="rounded-md bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
            POST
          </span>
          <span className="text-slate-900 dark:text-slate-100">{CREATE_PAYMENT_PATH}</span>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('apiDocs.endpoints.createPaymentDescription')}
        </p>
      </div>
      <FieldTable caption={t('apiDocs.endpoints.headers')} rows={HEADERS} />
      <FieldTable caption={t('apiDocs.endpoints.body')} rows={BODY} />
      <CodeBlock label={t('apiDocs.endpoints.example')} code={request} />
      <FieldTable
        caption={t('apiDocs.endpoints.response')}
        rows={RESPONSE}
        showRequirement={false}
      />
      <CodeBlock label={t('apiDocs.endpoints.exampleResponse')} code={response} />
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('apiDocs.endpoints.errors')}</p>
    </article>
  );
}
