import type { Product } from '@incasso/shared/pos';
import type { ProductRow } from '#server/db/schema/pos.ts';

/** The picture's URL carries its upload time: a new picture is a new URL, so caches never lie. */
export const productImageUrl = (row: Pick<ProductRow, 'id' | 'imageUpdatedAt'>) =>
  row.imageUpdatedAt ? `/api/products/${row.id}/image?v=${row.imageUpdatedAt.getTime()}` : null;

export const presentProduct = (row: ProductRow): Product => ({
  id: row.id,
  name: row.name,
  description: row.description,
  category: row.category,
  priceCents: row.priceCents,
  currency: row.currency,
  active: row.active,
  imageUrl: productImageUrl(row),
  createdAt: row.createdAt.toISOString(),
});
