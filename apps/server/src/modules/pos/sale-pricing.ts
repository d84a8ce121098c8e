import { FIAT_AMOUNT_MAX_CENTS, type FiatCurrency } from '@incasso/shared/money';
import type { CreateSale, LineItem } from '@incasso/shared/pos';
import type { ProductRow } from '#server/db/schema/pos.ts';
import { AppError } from '#server/lib/app-error.ts';

export interface PricedSale {
  lineItems: LineItem[];
  subtotalCents: number;
  tipCents: number;
  totalCents: number;
}

/** A tip of `percent` on `cents`, rounded half up to the cent, in integers only. */
export const tipCentsFor = (cents: number, percent: number) =>
  Math.floor((cents * percent + 50) / 100);

const productNotFound = (index: number) =>
  new AppError(404, 'productNotFound', 'Product not found.', {
    [`lines.${index}.productId`]: 'productNotFound',
  });

/**
 * The sale's lines priced by the server: catalogue lines at the product's own price (the
 * browser's figures are never read), keypad amounts as custom lines, the tip as its own line.
 */
export function priceSale(
  input: Pick<CreateSale, 'lines' | 'tipPercent'>,
  fiatCurrency: FiatCurrency,
  catalogue: ReadonlyMap<string, ProductRow>,
): PricedSale {
  const lineItems: LineItem[] = input.lines.map((line, index) => {
    if (line.kind === 'custom') {
      return {
        position: index,
        kind: 'custom',
        productId: null,
        name: line.name ?? '',
        unitCents: line.unitCents,
        quantity: line.quantity,
        totalCents: line.unitCents * line.quantity,
      };
    }
    const product = catalogue.get(line.productId);
    if (!product?.active) throw productNotFound(index);
    if (product.currency !== fiatCurrency) {
      throw new AppError(400, 'currencyMismatch', 'The product is priced in another currency.', {
        [`lines.${index}.productId`]: 'currencyMismatch',
      });
    }
    return {
      position: index,
      kind: 'product',
      productId: product.id,
      name: product.name,
      unitCents: product.priceCents,
      quantity: line.quantity,
      totalCents: product.priceCents * line.quantity,
    };
  });
  const subtotalCents = lineItems.reduce((sum, line) => sum + line.totalCents, 0);
  const tipCents = tipCentsFor(subtotalCents, input.tipPercent);
  if (tipCents > 0) {
    lineItems.push({
      position: lineItems.length,
      kind: 'tip',
      productId: null,
      name: `${input.tipPercent}%`,
      unitCents: tipCents,
      quantity: 1,
      totalCents: tipCents,
    });
  }
  const totalCents = subtotalCents + tipCents;
  if (totalCents > FIAT_AMOUNT_MAX_CENTS) {
    throw new AppError(400, 'amountTooLarge', 'The sale is larger than a request may ask.', {
      lines: 'amountTooLarge',
    });
  }
  return { lineItems, subtotalCents, tipCents, totalCents };
}
