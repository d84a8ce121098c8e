import { CHAINS } from '@incasso/shared/chains';
import { addDays } from '@incasso/shared/format';
import {
  InvoiceInputSchema,
  InvoiceLinesSchema,
  NATURA_CODES,
  VAT_RATES,
  invoiceTotals,
  quantityToDecimalString,
  type Invoice,
  type InvoiceInput,
} from '@incasso/shared/invoices';
import type { InvoiceFromPrompt } from '@incasso/shared/invoice-prompt';
import {
  centsToDecimalString,
  formatFiat,
  parseFiatAmount,
  type FiatCurrency,
} from '@incasso/shared/money';
import type { Wallet } from '@incasso/shared/wallets';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { useInvoiceCustomers } from '../api/get-invoices';
import { useSaveInvoice } from '../api/save-invoice';
import { ProposalReview } from './proposal-review';

interface LineDraft {
  description: string;
  quantity: string;
  price: string;
  vatRate: string;
  natura: string;
}

const emptyLine: LineDraft = {
  description: '',
  quantity: '1',
  price: '',
  vatRate: '22',
  natura: '',
};

/** Typed text → the shared input; amounts parsed exactly (never through a float). */
function toInput(fields: Record<string, string>, lines: LineDraft[], typist: 'it' | 'en') {
  // '1.200,50' typed on an Italian page is 1200.50; on an English one '1,200.50' is.
  const cents = (text: string) => {
    const parsed = parseFiatAmount(text, typist);
    return parsed.ok ? parsed.cents : Number.NaN;
  };
  const optional = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);
  return {
    locale: fields.locale,
    currency: fields.currency,
    walletId: fields.walletId,
    customer: {
      name: fields.name,
      email: fields.email,
      address: fields.address,
      postalCode: fields.postalCode,
      city: fields.city,
      province: optional(fields.province?.toUpperCase()),
      country: (fields.country ?? '').toUpperCase(),
      vatNumber: optional(fields.vatNumber?.toUpperCase().replace(/\s/g, '')),
      fiscalCode: optional(fields.fiscalCode?.toUpperCase()),
      sdiCode: optional(fields.sdiCode?.toUpperCase()),
      pec: optional(fields.pec),
      publicAdministration: fields.publicAdministration === 'true',
    },
    issueDate: fields.issueDate,
    dueDate: fields.dueDate,
    lines: lines.map((line) => ({
      description: line.description,
      quantityHundredths: cents(line.quantity),
      unitPriceCents: cents(line.price),
      vatRate: Number(line.vatRate),
      natura: Number(line.vatRate) === 0 ? line.natura || null : null,
    })),
    notes: optional(fields.notes),
  };
}

interface InvoiceFormProps {
  wallets: Wallet[];
  invoice?: Invoice;
  /** A new invoice as the AI read it from the merchant's words, for review. */
  proposal?: InvoiceFromPrompt;
  onSaved: (invoice: Invoice) => void;
  onCancel: () => void;
  /** The merchant's usual terms: a new invoice falls due this many days after its issue. */
  paymentTermsDays?: number;
}

/** The customer's fields: their errors are under `customer.` in the schema's paths. */
const CUSTOMER_FIELDS = new Set([
  'name',
  'email',
  'address',
  'postalCode',
  'city',
  'province',
  'country',
  'vatNumber',
  'fiscalCode',
  'sdiCode',
  'pec',
]);

/** The form's own field names for the schema's, so an error names what the merchant sees. */
const FORM_FIELDS: Record<string, string> = {
  quantityHundredths: 'quantity',
  unitPriceCents: 'unitPrice',
  walletId: 'wallet',
};

/** New or draft invoice: customer (suggested from past invoices), dates, lines, live totals. */
export function InvoiceForm(props: InvoiceFormProps) {
  const { wallets, invoice, proposal, onSaved, onCancel, paymentTermsDays = 30 } = props;
  const { t, i18n } = useTranslation();
  const customers = useInvoiceCustomers();
  const save = useSaveInvoice(invoice?.id);
  const today = new Date().toISOString().slice(0, 10);
  const source = invoice ?? proposal?.draft;
  const c = source?.customer;
  const [fields, setFields] = useState<Record<string, string>>({
    locale: source?.locale ?? (i18n.language.startsWith('en') ? 'en' : 'it'),
    currency: source?.currency ?? 'EUR',
    walletId: invoice?.walletId ?? wallets[0]?.id ?? '',
    name: c?.name ?? '',
    email: c?.email ?? '',
    address: c?.address ?? '',
    postalCode: c?.postalCode ?? '',
    city: c?.city ?? '',
    province: c?.province ?? '',
    country: c?.country ?? 'IT',
    vatNumber: c?.vatNumber ?? '',
    fiscalCode: c?.fiscalCode ?? '',
    sdiCode: c?.sdiCode ?? '',
    pec: c?.pec ?? '',
    publicAdministration: c?.publicAdministration ? 'true' : '',
    issueDate: source?.issueDate ?? today,
    dueDate: source?.dueDate ?? addDays(source?.issueDate ?? today, paymentTermsDays),
    notes: source?.notes ?? '',
  });
  const [lines, setLines] = useState<LineDraft[]>(
    source?.lines.map((line) => ({
      description: line.description,
      quantity: quantityToDecimalString(line.quantityHundredths),
      price: centsToDecimalString(line.unitPriceCents),
      vatRate: String(line.vatRate),
      natura: line.natura ?? '',
    })) ?? [emptyLine],
  );
  const [error, setError] = useState<string | null>(null);
  // Errors show beside their fields once the merchant has tried to save.
  const [showErrors, setShowErrors] = useState(false);
  // The due date follows the issue date by the usual terms until the merchant sets it.
  const [dueDateSet, setDueDateSet] = useState(source?.dueDate !== undefined);

  const set = (name: string) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (name === 'dueDate') setDueDateSet(true);
    if (name === 'issueDate' && !dueDateSet && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
      setFields((current) => ({ ...current, dueDate: addDays(value, paymentTermsDays) }));
    }
    if (name === 'name') {
      const known = customers.data?.find((customer) => customer.name === value);
      if (known) {
        setFields((current) => ({
          ...current,
          name: known.name,
          email: known.email,
          address: known.address,
          postalCode: known.postalCode,
          city: known.city,
          province: known.province ?? '',
          country: known.country,
          vatNumber: known.vatNumber ?? '',
          fiscalCode: known.fiscalCode ?? '',
          sdiCode: known.sdiCode ?? '',
          pec: known.pec ?? '',
        }));
      }
    }
  };
  const setLine = (index: number, change: Partial<LineDraft>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...change } : line)));

  const locale = i18n.language.startsWith('en') ? 'en' : 'it';
  const input = toInput(fields, lines, locale);
  const parsed = InvoiceInputSchema.safeParse(input);
  // The totals need only valid lines: they show while the customer is still being typed.
  const validLines = InvoiceLinesSchema.safeParse(input.lines);
  const totals = validLines.success ? invoiceTotals(validLines.data) : null;
  const stillMissing = parsed.success
    ? []
    : [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
  const money = (cents: number) => formatFiat(cents, fields.currency as FiatCurrency, locale);

  const fieldLabel = (path: readonly PropertyKey[]) => {
    const name = String(path.at(-1) ?? '');
    const label = t(`invoices.form.${FORM_FIELDS[name] ?? name}`, { defaultValue: name });
    const line = path[0] === 'lines' && typeof path[1] === 'number' ? path[1] + 1 : null;
    return line === null ? label : `${t('invoices.form.line', { number: line })} · ${label}`;
  };

  const errors = new Map<string, string>();
  if (showErrors && !parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      if (!errors.has(key)) errors.set(key, t('invoices.form.fieldInvalid'));
    }
  }
  const errorOf = (path: string) => errors.get(path);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(t('invoices.form.invalid', { field: fieldLabel(issue?.path ?? []) }));
      return;
    }
    setError(null);
    save.mutate(parsed.data satisfies InvoiceInput, {
      onSuccess: onSaved,
      onError: (failure) => setError(failure.message),
    });
  };

  const field = (name: string, type = 'text') => (
    <TextField
      key={name}
      label={t(`invoices.form.${name}`)}
      type={type}
      error={errorOf(CUSTOMER_FIELDS.has(name) ? `customer.${name}` : name)}
      value={fields[name] ?? ''}
      onChange={(event) => set(name)(event.target.value)}
      list={name === 'name' ? 'invoice-customers' : undefined}
    />
  );

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="space-y-6"
      aria-label={t('invoices.form.label')}
    >
      <datalist id="invoice-customers">
        {customers.data?.map((customer) => (
          <option key={`${customer.name}|${customer.email}`} value={customer.name} />
        ))}
      </datalist>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t('invoices.form.customer')}</legend>
        {['name', 'email', 'address', 'postalCode', 'city', 'province', 'country'].map((name) =>
          field(name, name === 'email' ? 'email' : 'text'),
        )}
        {['vatNumber', 'fiscalCode', 'sdiCode', 'pec'].map((name) => field(name))}
        <label className="flex min-h-6 items-center gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            checked={fields.publicAdministration === 'true'}
            onChange={(event) => set('publicAdministration')(event.target.checked ? 'true' : '')}
          />
          {t('invoices.form.publicAdministration')}
        </label>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t('invoices.form.details')}</legend>
        {field('issueDate', 'date')}
        {field('dueDate', 'date')}
        <SelectField
          label={t('invoices.form.locale')}
          value={fields.locale}
          onChange={(e) => set('locale')(e.target.value)}
        >
          <option value="it">{t('invoices.locales.it')}</option>
          <option value="en">{t('invoices.locales.en')}</option>
        </SelectField>
        <SelectField
          label={t('invoices.form.currency')}
          value={fields.currency}
          onChange={(e) => set('currency')(e.target.value)}
        >
          <option value="EUR">EUR</option>
          <option value="USD">USD</option>
        </SelectField>
        <SelectField
          label={t('invoices.form.wallet')}
          value={fields.walletId}
          onChange={(e) => set('walletId')(e.target.value)}
        >
          {wallets.map((wallet) => (
            <option key={wallet.id} value={wallet.id}>
              {wallet.name} ({CHAINS[wallet.chainId].name})
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 font-semibold">{t('invoices.form.lines')}</legend>
        {lines.map((line, index) => (
          <div
            key={index}
            role="group"
            aria-label={t('invoices.form.line', { number: index + 1 })}
            className="grid gap-3 sm:grid-cols-5"
          >
            <TextField
              label={t('invoices.form.description')}
              error={errorOf(`lines.${index}.description`)}
              value={line.description}
              onChange={(e) => setLine(index, { description: e.target.value })}
            />
            <TextField
              label={t('invoices.form.quantity')}
              error={errorOf(`lines.${index}.quantityHundredths`)}
              inputMode="decimal"
              value={line.quantity}
              onChange={(e) => setLine(index, { quantity: e.target.value })}
            />
            <TextField
              label={t('invoices.form.unitPrice')}
              error={errorOf(`lines.${index}.unitPriceCents`)}
              inputMode="decimal"
              value={line.price}
              onChange={(e) => setLine(index, { price: e.target.value })}
            />
            <SelectField
              label={t('invoices.form.vatRate')}
              value={line.vatRate}
              onChange={(e) => setLine(index, { vatRate: e.target.value })}
            >
              {VAT_RATES.map((rate) => (
                <option key={rate} value={rate}>{`${rate}%`}</option>
              ))}
            </SelectField>
            {line.vatRate === '0' && (
              <SelectField
                label={t('invoices.form.natura')}
                error={errorOf(`lines.${index}.natura`)}
                value={line.natura}
                onChange={(e) => setLine(index, { natura: e.target.value })}
              >
                <option value="">{t('invoices.form.naturaPick')}</option>
                {NATURA_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </SelectField>
            )}
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          onClick={() => setLines((current) => [...current, emptyLine])}
        >
          {t('invoices.form.addLine')}
        </Button>
      </fieldset>
      <TextField
        label={t('invoices.form.notes')}
        value={fields.notes}
        onChange={(e) => set('notes')(e.target.value)}
      />
      <dl aria-label={t('invoices.form.totals')} className="grid grid-cols-2 gap-1 text-sm">
        <dt>{t('invoices.subtotal')}</dt>
        <dd>{totals ? money(totals.subtotalCents) : '—'}</dd>
        <dt>{t('invoices.vat')}</dt>
        <dd>{totals ? money(totals.vatCents) : '—'}</dd>
        <dt className="font-semibold">{t('invoices.total')}</dt>
        <dd className="font-semibold">{totals ? money(totals.totalCents) : '—'}</dd>
      </dl>
      {proposal && <ProposalReview proposal={proposal} missing={stillMissing} label={fieldLabel} />}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex gap-3">
        <Button type="submit" isBusy={save.isPending}>
          {t('invoices.form.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('invoices.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
