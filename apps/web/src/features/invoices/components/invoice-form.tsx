import { EMAIL_MAX } from '@incasso/shared/accounts/auth';
import { PROVINCE_MAX } from '@incasso/shared/accounts/fiscal';
import { CHAINS } from '@incasso/shared/chains';
import { addDays } from '@incasso/shared/format';
import {
  INVOICE_ADDRESS_MAX,
  INVOICE_CITY_MAX,
  INVOICE_CUSTOMER_NAME_MAX,
  INVOICE_NOTES_MAX,
  INVOICE_POSTAL_CODE_MAX,
  INVOICE_TAX_ID_MAX,
  InvoiceInputSchema,
  InvoiceLinesSchema,
  LINE_DESCRIPTION_MAX,
  NATURA_CODES,
  VAT_RATES,
  invoiceTotals,
  type Invoice,
} from '@incasso/shared/invoices';
import type { InvoiceFromPrompt } from '@incasso/shared/invoice-prompt';
import { FIAT_AMOUNT_TEXT_MAX, formatFiat, type FiatCurrency } from '@incasso/shared/money';
import type { Wallet } from '@incasso/shared/wallets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { errorMessage } from '#i18n/error-message.ts';
import { fieldErrorsOf, type FieldErrors } from '#lib/forms/field-errors.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { useInvoiceCustomers } from '../api/get-invoices';
import { useSaveInvoice } from '../api/save-invoice';
import {
  customerDraftOf,
  draftOf,
  emptyLine,
  invoiceInputOf,
  CUSTOMER_FIELDS,
  type CustomerField,
  type InvoiceDraft,
  type LineDraft,
} from '../invoice-draft';
import { ProposalReview } from './proposal-review';

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

/** The longest text each customer field takes, as the shared schema allows. */
const CUSTOMER_MAX: Partial<Record<CustomerField, number>> = {
  name: INVOICE_CUSTOMER_NAME_MAX,
  email: EMAIL_MAX,
  address: INVOICE_ADDRESS_MAX,
  postalCode: INVOICE_POSTAL_CODE_MAX,
  city: INVOICE_CITY_MAX,
  province: PROVINCE_MAX,
  vatNumber: INVOICE_TAX_ID_MAX,
  fiscalCode: INVOICE_TAX_ID_MAX,
  pec: EMAIL_MAX,
};

/** The form's own field names for the schema's, so an error names what the merchant sees. */
const FORM_FIELDS: Record<string, string> = {
  quantityHundredths: 'quantity',
  unitPriceCents: 'unitPrice',
  walletId: 'wallet',
};

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** New or draft invoice: customer (suggested from past invoices), dates, lines, live totals. */
export function InvoiceForm(props: InvoiceFormProps) {
  const { wallets, invoice, proposal, onSaved, onCancel, paymentTermsDays = 30 } = props;
  const { t, i18n } = useTranslation();
  const customers = useInvoiceCustomers();
  const save = useSaveInvoice(invoice?.id);
  const source = invoice ?? proposal?.draft;
  const locale = i18n.language.startsWith('en') ? 'en' : 'it';
  // The due date follows the issue date by the usual terms until the merchant sets it.
  const [dueDateSet, setDueDateSet] = useState(source?.dueDate !== undefined);
  // What the last save attempt said, kept until the next one.
  const [alert, setAlert] = useState<string | null>(null);

  const fieldLabel = (path: readonly PropertyKey[]) => {
    const name = String(path.at(-1) ?? '');
    const label = t(`invoices.form.${FORM_FIELDS[name] ?? name}`, { defaultValue: name });
    const line = path[0] === 'lines' && typeof path[1] === 'number' ? path[1] + 1 : null;
    return line === null ? label : `${t('invoices.form.line', { number: line })} · ${label}`;
  };
  /** "Check the field …" for the first field at fault. */
  const invalidText = (errors: FieldErrors) => {
    const first = Object.keys(errors)[0] ?? '';
    const path = first.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    return t('invoices.form.invalid', { field: fieldLabel(path) });
  };

  const form = useSchemaForm({
    schema: InvoiceInputSchema,
    initial: () =>
      draftOf(source, {
        locale,
        walletId: invoice?.walletId ?? wallets[0]?.id ?? '',
        today: new Date().toISOString().slice(0, 10),
        paymentTermsDays,
      }),
    toInput: (draft) => invoiceInputOf(draft, locale),
    onInvalid: (errors) => setAlert(invalidText(errors)),
    onSubmit: async (input) => {
      setAlert(null);
      onSaved(await save.mutateAsync(input));
    },
    onError: (error, fields) =>
      setAlert(
        Object.keys(fields).length > 0
          ? invalidText(fields)
          : errorMessage(t, error, 'errors.serverError'),
      ),
    message: () => t('invoices.form.fieldInvalid'),
  });
  const draft = form.values;

  const input = invoiceInputOf(draft, locale);
  const parsed = InvoiceInputSchema.safeParse(input);
  // The totals need only valid lines: they show while the customer is still being typed.
  const validLines = InvoiceLinesSchema.safeParse(input.lines);
  const totals = validLines.success ? invoiceTotals(validLines.data) : null;
  const stillMissing = parsed.success
    ? []
    : [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
  const money = (cents: number) => formatFiat(cents, draft.currency as FiatCurrency, locale);

  function change(patch: Partial<InvoiceDraft>) {
    let next = { ...draft, ...patch };
    if (patch.dueDate !== undefined) setDueDateSet(true);
    if (patch.issueDate !== undefined && !dueDateSet && isDay(patch.issueDate)) {
      next.dueDate = addDays(patch.issueDate, paymentTermsDays);
    }
    const known =
      patch.name === undefined
        ? undefined
        : customers.data?.find((customer) => customer.name === patch.name);
    if (known) next = { ...next, ...customerDraftOf(known) };
    form.set(next);
    // Once a save was refused, the errors beside the fields follow the typing.
    if (Object.keys(form.errors).length > 0) {
      const check = InvoiceInputSchema.safeParse(invoiceInputOf(next, locale));
      form.setErrors(check.success ? {} : fieldErrorsOf(check.error));
    }
  }
  const setLine = (index: number, patch: Partial<LineDraft>) =>
    change({ lines: draft.lines.map((line, i) => (i === index ? { ...line, ...patch } : line)) });

  const customerField = (name: CustomerField) => (
    <TextField
      key={name}
      label={t(`invoices.form.${name}`)}
      type={name === 'email' ? 'email' : 'text'}
      error={form.errorOf(`customer.${name}`)}
      value={draft[name]}
      onChange={(event) => change({ [name]: event.target.value })}
      maxLength={CUSTOMER_MAX[name]}
      list={name === 'name' ? 'invoice-customers' : undefined}
    />
  );
  const dateField = (name: 'issueDate' | 'dueDate') => (
    <TextField
      label={t(`invoices.form.${name}`)}
      type="date"
      error={form.errorOf(name)}
      value={draft[name]}
      onChange={(event) => change({ [name]: event.target.value })}
    />
  );

  return (
    <form
      onSubmit={form.handleSubmit}
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
        {CUSTOMER_FIELDS.map(customerField)}
        <label className="flex min-h-6 items-center gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            checked={draft.publicAdministration}
            onChange={(event) => change({ publicAdministration: event.target.checked })}
          />
          {t('invoices.form.publicAdministration')}
        </label>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t('invoices.form.details')}</legend>
        {dateField('issueDate')}
        {dateField('dueDate')}
        <SelectField
          label={t('invoices.form.locale')}
          value={draft.locale}
          onChange={(e) => change({ locale: e.target.value })}
        >
          <option value="it">{t('invoices.locales.it')}</option>
          <option value="en">{t('invoices.locales.en')}</option>
        </SelectField>
        <SelectField
          label={t('invoices.form.currency')}
          value={draft.currency}
          onChange={(e) => change({ currency: e.target.value })}
        >
          <option value="EUR">EUR</option>
          <option value="USD">USD</option>
        </SelectField>
        <SelectField
          label={t('invoices.form.wallet')}
          error={form.errorOf('walletId')}
          value={draft.walletId}
          onChange={(e) => change({ walletId: e.target.value })}
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
        {draft.lines.map((line, index) => (
          <div
            key={index}
            role="group"
            aria-label={t('invoices.form.line', { number: index + 1 })}
            className="grid gap-3 sm:grid-cols-5"
          >
            <TextField
              label={t('invoices.form.description')}
              error={form.errorOf(`lines.${index}.description`)}
              value={line.description}
              maxLength={LINE_DESCRIPTION_MAX}
              onChange={(e) => setLine(index, { description: e.target.value })}
            />
            <TextField
              label={t('invoices.form.quantity')}
              error={form.errorOf(`lines.${index}.quantityHundredths`)}
              inputMode="decimal"
              value={line.quantity}
              onChange={(e) => setLine(index, { quantity: e.target.value })}
            />
            <TextField
              label={t('invoices.form.unitPrice')}
              error={form.errorOf(`lines.${index}.unitPriceCents`)}
              inputMode="decimal"
              maxLength={FIAT_AMOUNT_TEXT_MAX}
              value={line.price}
              onChange={(e) => setLine(index, { price: e.target.value })}
            />
            <SelectField
              label={t('invoices.form.vatRate')}
              error={form.errorOf(`lines.${index}.vatRate`)}
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
                error={form.errorOf(`lines.${index}.natura`)}
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
          onClick={() => change({ lines: [...draft.lines, emptyLine] })}
        >
          {t('invoices.form.addLine')}
        </Button>
      </fieldset>
      <TextField
        label={t('invoices.form.notes')}
        error={form.errorOf('notes')}
        value={draft.notes}
        maxLength={INVOICE_NOTES_MAX}
        onChange={(e) => change({ notes: e.target.value })}
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
      {alert && (
        <p role="alert" className="text-sm text-red-600">
          {alert}
        </p>
      )}
      <div className="flex gap-3">
        <Button type="submit" isBusy={form.isSubmitting}>
          {t('invoices.form.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('invoices.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
