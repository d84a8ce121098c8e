import { describe, expect, it } from 'vitest';
import type { ProductRow } from '#server/db/schema/pos.ts';
import { AppError } from '#server/lib/app-error.ts';
import { priceSale, tipCentsFor } from './sale-pricing.ts';

const product = (overrides: Partial<ProductRow> = {}): ProductRow => ({
  id: 'p1',
  userId: 'u',
  name: 'Espresso',
  description: null,
  category: null,
  priceCents: 150,
  currency: 'EUR',
  active: true,
  image: null,
  imageType: null,
  imageUpdatedAt: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...overrides,
});
const catalogue = new Map([['p1', product()]]);

describe('sale pricing', () => {
  it('rounds the tip half up to the cent, in integers', () => {
    expect(tipCentsFor(824, 10)).toBe(82);
    expect(tipCentsFor(50, 5)).toBe(3);
    expect(tipCentsFor(0, 15)).toBe(0);
  });

  it('prices product lines from the catalogue and adds the tip as a line', () => {
    const sale = priceSale(
      {
        lines: [
          { kind: 'product', productId: 'p1', quantity: 3 },
          { kind: 'custom', name: null, unitCents: 99, quantity: 1 },
        ],
        tipPercent: 10,
      },
      'EUR',
      catalogue,
    );
    expect(sale).toMatchObject({ subtotalCents: 549, tipCents: 55, totalCents: 604 });
    expect(sale.lineItems.map((line) => [line.kind, line.totalCents])).toEqual([
      ['product', 450],
      ['custom', 99],
      ['tip', 55],
    ]);
  });

  it('refuses unknown or inactive products, other currencies and totals over the limit', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof AppError ? error.error : 'other';
      }
      return 'none';
    };
    const line = (productId: string) => [{ kind: 'product' as const, productId, quantity: 1 }];
    expect(refusal(() => priceSale({ lines: line('nope'), tipPercent: 0 }, 'EUR', catalogue))).toBe(
      'productNotFound',
    );
    const inactive = new Map([['p1', product({ active: false })]]);
    expect(refusal(() => priceSale({ lines: line('p1'), tipPercent: 0 }, 'EUR', inactive))).toBe(
      'productNotFound',
    );
    expect(refusal(() => priceSale({ lines: line('p1'), tipPercent: 0 }, 'USD', catalogue))).toBe(
      'currencyMismatch',
    );
    const huge = [{ kind: 'custom' as const, name: null, unitCents: 9_999_999_999, quantity: 1 }];
    expect(refusal(() => priceSale({ lines: huge, tipPercent: 5 }, 'EUR', catalogue))).toBe(
      'amountTooLarge',
    );
  });
});
