import { CHAINS } from '@incasso/shared/chains';
import { FIAT_AMOUNT_TEXT_MAX, FIAT_CURRENCIES } from '@incasso/shared/money';
import {
  CreatePaymentLinkInputSchema,
  PAYMENT_LINK_DESCRIPTION_MAX,
  PAYMENT_LINK_TITLE_MAX,
  type CreatePaymentLink,
  type PaymentLink,
} from '@incasso/shared/payment-links';
import { REDIRECT_URL_MAX } from '@incasso/shared/payments';
import type { Wallet } from '@incasso/shared/wallets';
import { useTranslation } from 'react-i18next';
import { CoinCheckboxes } from '#components/payments/coin-checkboxes.tsx';
import { Button } from '#components/ui/button.tsx';
import { SegmentedToggle } from '#components/ui/segmented-toggle.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { errorMessage } from '#i18n/error-message.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { useCreatePaymentLink } from '../api/create-payment-link';
import {
  checkLinkAmounts,
  emptyLinkDraft,
  errorKeyOf,
  LINK_FIELD_OF,
  linkBody,
  type LinkDraft,
} from '../link-draft';

interface PaymentLinkFormProps {
  wallets: Wallet[];
  onSaved: (link: PaymentLink) => void;
  onCancel: () => void;
}

/** A new link; the shared schema checks it before it is sent. */
export function PaymentLinkForm({ wallets, onSaved, onCancel }: PaymentLinkFormProps) {
  const { t } = useTranslation();
  const create = useCreatePaymentLink();
  const form = useSchemaForm<LinkDraft, CreatePaymentLink>({
    schema: CreatePaymentLinkInputSchema,
    initial: () => emptyLinkDraft(wallets[0]?.id ?? ''),
    toInput: linkBody,
    check: checkLinkAmounts,
    fieldOf: LINK_FIELD_OF,
    onSubmit: async (input) => onSaved(await create.mutateAsync(input)),
    message: (key) => t(`paymentLinks.errors.${errorKeyOf(key)}`),
  });
  const draft = form.values;
  const wallet = wallets.find((item) => item.id === draft.walletId);
  const amountField = (name: 'amountText' | 'minText' | 'maxText', label: string) => (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      maxLength={FIAT_AMOUNT_TEXT_MAX}
      {...form.field(name)}
    />
  );

  return (
    <form noValidate onSubmit={form.handleSubmit} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('paymentLinks.form.title')}
          maxLength={PAYMENT_LINK_TITLE_MAX}
          autoComplete="off"
          {...form.field('title')}
        />
        <TextField
          label={t('paymentLinks.form.description')}
          maxLength={PAYMENT_LINK_DESCRIPTION_MAX}
          autoComplete="off"
          {...form.field('description')}
          hint={t('paymentLinks.form.optional')}
        />
      </div>
      <SegmentedToggle
        label={t('paymentLinks.form.amountKind')}
        className="max-w-md"
        value={draft.amountKind}
        onChange={(amountKind) => form.set({ amountKind })}
        options={[
          { value: 'fixed', text: t('paymentLinks.form.fixed') },
          { value: 'open', text: t('paymentLinks.form.open') },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {draft.amountKind === 'fixed' ? (
          amountField('amountText', t('paymentLinks.form.amount'))
        ) : (
          <>
            {amountField('minText', t('paymentLinks.form.min'))}
            {amountField('maxText', t('paymentLinks.form.max'))}
          </>
        )}
        <SelectField label={t('paymentLinks.form.currency')} {...form.field('currency')}>
          {FIAT_CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('paymentLinks.form.wallet')}
          value={draft.walletId}
          onChange={(event) => form.set({ walletId: event.target.value, currencies: [] })}
          error={form.errorOf('walletId')}
        >
          {!wallet && <option value="">{t('paymentLinks.form.chooseWallet')}</option>}
          {wallets.map((item) => (
            <option key={item.id} value={item.id}>
              {t('paymentLinks.form.walletOption', {
                name: item.name,
                chain: CHAINS[item.chainId].name,
              })}
            </option>
          ))}
        </SelectField>
        <CoinCheckboxes
          label={t('paymentLinks.form.coins')}
          offered={wallet?.acceptedCurrencyIds ?? []}
          value={draft.currencies}
          onChange={(currencies) => form.set({ currencies })}
          error={form.errorOf('currencies')}
        />
      </div>
      <TextField
        label={t('paymentLinks.form.redirectUrl')}
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={REDIRECT_URL_MAX}
        placeholder="https://"
        {...form.field('redirectUrl')}
        hint={t('paymentLinks.form.redirectHint')}
      />
      {form.failure !== null && (
        <p role="alert" className="text-sm font-medium text-rose-600 dark:text-rose-400">
          {errorMessage(t, form.failure, 'paymentLinks.saveFailed')}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('paymentLinks.form.cancel')}
        </Button>
        <Button type="submit" isBusy={form.isSubmitting}>
          {t('paymentLinks.form.create')}
        </Button>
      </div>
    </form>
  );
}
