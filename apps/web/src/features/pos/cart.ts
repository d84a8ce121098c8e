import type { Product, SaleLineInput } from '@incasso/shared/pos';
import { SALE_LINES_MAX, SALE_QUANTITY_MAX } from '@incasso/shared/pos';

// The till's cart as a pure reducer: the page holds it in useReducer, tests drive it directly.
// Prices here are for display; the server prices catalogue lines itself (decision note 045).

export type CartLine =
  | {
      key: string;
      kind: 'product';
      productId: string;
      name: string;
      unitCents: number;
      quantity: number;
    }
  | { key: string; kind: 'custom'; name: string; unitCents: number; quantity: number };

export type CartAction =
  | { type: 'addProduct'; product: Pick<Product, 'id' | 'name' | 'priceCents'> }
  | { type: 'addCustom'; cents: number; name: string }
  | { type: 'increment' | 'decrement' | 'remove'; key: string }
  | { type: 'clear' };

let customCount = 0;

const bump = (line: CartLine, by: number): CartLine => ({
  ...line,
  quantity: Math.min(SALE_QUANTITY_MAX, line.quantity + by),
});

export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'addProduct': {
      const key = `product:${action.product.id}`;
      if (lines.some((line) => line.key === key)) {
        return lines.map((line) => (line.key === key ? bump(line, 1) : line));
      }
      if (lines.length >= SALE_LINES_MAX) return lines;
      const { id, name, priceCents } = action.product;
      return [
        ...lines,
        { key, kind: 'product', productId: id, name, unitCents: priceCents, quantity: 1 },
      ];
    }
    case 'addCustom': {
      if (action.cents <= 0 || lines.length >= SALE_LINES_MAX) return lines;
      customCount += 1;
      const line: CartLine = {
        key: `custom:${customCount}`,
        kind: 'custom',
        name: action.name,
        unitCents: action.cents,
        quantity: 1,
      };
      return [...lines, line];
    }
    case 'increment':
      return lines.map((line) => (line.key === action.key ? bump(line, 1) : line));
    case 'decrement':
      return lines.flatMap((line) => {
        if (line.key !== action.key) return [line];
        return line.quantity > 1 ? [bump(line, -1)] : [];
      });
    case 'remove':
      return lines.filter((line) => line.key !== action.key);
    case 'clear':
      return [];
  }
}

/** The tip on `cents`, rounded half up as the server does (sale-pricing.ts). */
export const tipCentsFor = (cents: number, percent: number) =>
  Math.floor((cents * percent + 50) / 100);

export function cartTotals(lines: CartLine[], tipPercent: number) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const tipCents = tipCentsFor(subtotalCents, tipPercent);
  return { subtotalCents, tipCents, totalCents: subtotalCents + tipCents };
}

/** What POST /api/pos/sales takes: product ids and quantities, keypad amounts as custom lines. */
export function saleLines(lines: CartLine[]): SaleLineInput[] {
  return lines.map((line) =>
    line.kind === 'product'
      ? { kind: 'product', productId: line.productId, quantity: line.quantity }
      : {
          kind: 'custom',
          name: line.name || null,
          unitCents: line.unitCents,
          quantity: line.quantity,
        },
  );
}
