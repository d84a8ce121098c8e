import { centsToDecimalString, parseFiatAmount, type FiatCurrency } from '@incasso/shared/money';
import {
  CreateProductInputSchema,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  type CreateProductInput,
  type Product,
} from '@incasso/shared/pos';

// The product form's text fields, checked with the shared schema before anything is sent.

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

export type DraftResult =
  | { ok: true; input: CreateProductInput }
  | { ok: false; errors: Partial<Record<'name' | 'price' | 'category' | 'description', string>> };

/** The draft as POST /api/products takes it, or the error key of each bad field. */
export function readDraft(draft: ProductDraft): DraftResult {
  const price = parseFiatAmount(draft.price);
  const input = {
    name: draft.name,
    priceCents: price.ok ? price.cents : -1,
    currency: draft.currency,
    category: draft.category,
    description: draft.description,
    active: draft.active,
  };
  const parsed = CreateProductInputSchema.safeParse(input);
  if (parsed.success && price.ok) return { ok: true, input };
  const errors: Record<string, string> = {};
  // A price that does not parse says so, rather than "above zero" for the stand-in -1.
  if (!price.ok) errors.price = draft.price.trim() === '' ? 'required' : 'amountInvalid';
  if (parsed.success) return { ok: false, errors };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'priceCents' ? 'price' : String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A picture the server would take: PNG, JPEG or WebP of at most 1 MiB (it checks the bytes). */
export function pictureProblem(file: File): 'imageTypeInvalid' | 'imageTooLarge' | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'imageTypeInvalid';
  return file.size > PRODUCT_IMAGE_MAX_BYTES ? 'imageTooLarge' : null;
}
