import { centsToDecimalString, parseFiatAmount, type FiatCurrency } from '@incasso/shared/money';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES, type Product } from '@incasso/shared/pos';
import type { FieldErrors } from '#lib/forms/field-errors.ts';

// The product form's typed fields, read for the shared schema that checks them before sending.

export interface ProductDraft {
  name: string;
  price: string;
  currency: FiatCurrency;
  category: string;
  description: string;
  active: boolean;
}

export const emptyDraft = (currency: FiatCurrency = 'EUR'): ProductDraft => ({
  name: '',
  price: '',
  currency,
  category: '',
  description: '',
  active: true,
});

export const draftOf = (product: Product): ProductDraft => ({
  name: product.name,
  price: centsToDecimalString(product.priceCents),
  currency: product.currency,
  category: product.category ?? '',
  description: product.description ?? '',
  active: product.active,
});

/** The draft as POST /api/products takes it; a price that does not parse is left out. */
export function productInputOf(draft: ProductDraft) {
  const price = parseFiatAmount(draft.price);
  return {
    name: draft.name,
    priceCents: price.ok ? price.cents : undefined,
    currency: draft.currency,
    category: draft.category,
    description: draft.description,
    active: draft.active,
  };
}

/**
 * What the schema cannot say of the typed text and the chosen file: a price that does not
 * parse says so, rather than the schema's "required" for the price it could not read.
 */
export function checkDraft(draft: ProductDraft, image: File | undefined): FieldErrors {
  const errors: FieldErrors = {};
  if (!parseFiatAmount(draft.price).ok) {
    errors.price = draft.price.trim() === '' ? 'required' : 'amountInvalid';
  }
  const picture = image ? pictureProblem(image) : null;
  if (picture) errors.image = picture;
  return errors;
}

/** A picture the server would take: PNG, JPEG or WebP of at most 1 MiB (it checks the bytes). */
export function pictureProblem(file: File): 'imageTypeInvalid' | 'imageTooLarge' | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'imageTypeInvalid';
  return file.size > PRODUCT_IMAGE_MAX_BYTES ? 'imageTooLarge' : null;
}
