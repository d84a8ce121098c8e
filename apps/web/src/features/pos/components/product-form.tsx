import { FIAT_CURRENCIES, type FiatCurrency } from '@incasso/shared/money';
import {
  PRODUCT_CATEGORY_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_NAME_MAX,
  type Product,
} from '@incasso/shared/pos';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useChangeProduct } from '../api/manage-products';
import {
  draftOf,
  emptyDraft,
  pictureProblem,
  readDraft,
  type ProductDraft,
} from '../product-draft';

interface ProductFormProps {
  /** The product being edited; none for a new one. */
  product?: Product;
  onDone: () => void;
}

/** Creates or edits a product: name, price, currency, category, description, picture, active. */
export function ProductForm({ product, onDone }: ProductFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ProductDraft>(product ? draftOf(product) : emptyDraft());
  const [image, setImage] = useState<File | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangeProduct();
  const set = (patch: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const fieldError = (field: string) =>
    errors[field] ? t(`pos.errors.${errors[field]}`) : undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = readDraft(draft);
    const pictureError = image ? pictureProblem(image) : null;
    if (!result.ok || pictureError) {
      setErrors({
        ...(result.ok ? {} : result.errors),
        ...(pictureError && { image: pictureError }),
      });
      return;
    }
    setErrors({});
    const request = product
      ? { kind: 'update' as const, id: product.id, input: result.input, image }
      : { kind: 'create' as const, input: result.input, image };
    change.mutate(request, {
      onSuccess: () => {
        toast.success(t('pos.productSaved'));
        onDone();
      },
      onError: (error) => toast.error(errorMessage(t, error, 'pos.productSaveFailed')),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={t('pos.productName')}
        value={draft.name}
        maxLength={PRODUCT_NAME_MAX}
        error={fieldError('name')}
        onChange={(event) => set({ name: event.target.value })}
      />
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <TextField
          label={t('pos.price')}
          inputMode="decimal"
          value={draft.price}
          error={fieldError('price')}
          onChange={(event) => set({ price: event.target.value })}
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
        value={draft.category}
        maxLength={PRODUCT_CATEGORY_MAX}
        error={fieldError('category')}
        onChange={(event) => set({ category: event.target.value })}
      />
      <TextField
        label={t('pos.description')}
        value={draft.description}
        maxLength={PRODUCT_DESCRIPTION_MAX}
        error={fieldError('description')}
        onChange={(event) => set({ description: event.target.value })}
      />
      <TextField
        label={t('pos.picture')}
        type="file"
        accept={PRODUCT_IMAGE_TYPES.join(',')}
        hint={t('pos.pictureHint')}
        error={fieldError('image')}
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
        <Button type="submit" size="lg" isBusy={change.isPending}>
          {product ? t('pos.saveProduct') : t('pos.createProduct')}
        </Button>
        <Button variant="ghost" size="lg" onClick={onDone}>
          {t('pos.cancel')}
        </Button>
      </div>
    </form>
  );
}
