import { FIAT_AMOUNT_TEXT_MAX, FIAT_CURRENCIES, type FiatCurrency } from '@incasso/shared/money';
import {
  CreateProductInputSchema,
  PRODUCT_CATEGORY_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_NAME_MAX,
  type Product,
} from '@incasso/shared/pos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import { useChangeProduct } from '../api/manage-products';
import { checkDraft, draftOf, emptyDraft, productInputOf } from '../product-draft';

interface ProductFormProps {
  /** The product being edited; none for a new one. */
  product?: Product;
  onDone: () => void;
}

/** Creates or edits a product: name, price, currency, category, description, picture, active. */
export function ProductForm({ product, onDone }: ProductFormProps) {
  const { t } = useTranslation();
  const [image, setImage] = useState<File | undefined>();
  const change = useChangeProduct();
  const form = useSchemaForm({
    schema: CreateProductInputSchema,
    initial: () => (product ? draftOf(product) : emptyDraft()),
    toInput: productInputOf,
    check: (draft) => checkDraft(draft, image),
    onSubmit: async (input) => {
      await change.mutateAsync(
        product
          ? { kind: 'update', id: product.id, input, image }
          : { kind: 'create', input, image },
      );
      toast.success(t('pos.productSaved'));
      onDone();
    },
    onError: (error, fields) => {
      if (Object.keys(fields).length === 0) {
        toast.error(errorMessage(t, error, 'pos.productSaveFailed'));
      }
    },
    message: (key) => t(`pos.errors.${key}`, { defaultValue: t('errors.invalidInput') }),
    fieldOf: { priceCents: 'price' },
  });
  const draft = form.values;
  const set = form.set;

  return (
    <form onSubmit={form.handleSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={t('pos.productName')}
        {...form.field('name')}
        maxLength={PRODUCT_NAME_MAX}
      />
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <TextField
          label={t('pos.price')}
          inputMode="decimal"
          maxLength={FIAT_AMOUNT_TEXT_MAX}
          {...form.field('price')}
        />
        <SelectField
          label={t('pos.fiatCurrency')}
          value={draft.currency}
          onChange={(event) => set({ currency: event.target.value as FiatCurrency })}
        >
          {FIAT_CURRENCIES.map((currency) => (
            <option key={currency}>{currency}</option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={t('pos.category')}
        {...form.field('category')}
        maxLength={PRODUCT_CATEGORY_MAX}
      />
      <TextField
        label={t('pos.description')}
        {...form.field('description')}
        maxLength={PRODUCT_DESCRIPTION_MAX}
      />
      <TextField
        label={t('pos.picture')}
        type="file"
        accept={PRODUCT_IMAGE_TYPES.join(',')}
        hint={t('pos.pictureHint')}
        error={form.errorOf('image')}
        onChange={(event) => setImage(event.target.files?.[0])}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5"
          checked={draft.active}
          onChange={(event) => set({ active: event.target.checked })}
        />
        {t('pos.active')}
      </label>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="lg" isBusy={form.isSubmitting}>
          {product ? t('pos.saveProduct') : t('pos.createProduct')}
        </Button>
        <Button variant="ghost" size="lg" onClick={onDone}>
          {t('pos.cancel')}
        </Button>
      </div>
    </form>
  );
}
