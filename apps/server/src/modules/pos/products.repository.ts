import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { PRODUCTS_MAX } from '@incasso/shared/pos';
import type { Database } from '#server/db/client.ts';
import { products, type NewProductRow, type ProductRow } from '#server/db/schema/pos.ts';

// Lists leave the pictures' bytes behind: only the image route reads them.
const { image: _image, ...listed } = getTableColumns(products);
type ListedProduct = Omit<ProductRow, 'image'>;
const withoutImage = (row: ListedProduct): ProductRow => ({ ...row, image: null });

/** Every query of the products table; every one is scoped to its merchant. */
export function createProductsRepository(db: Database) {
  return {
    async list(userId: string): Promise<ProductRow[]> {
      const rows = await db
        .select(listed)
        .from(products)
        .where(eq(products.userId, userId))
        .orderBy(asc(products.category), asc(products.name))
        .limit(PRODUCTS_MAX);
      return rows.map(withoutImage);
    },

    async count(userId: string): Promise<number> {
      return db.$count(products, eq(products.userId, userId));
    },

    async findOwned(userId: string, id: string): Promise<ProductRow | undefined> {
      const [row] = await db
        .select(listed)
        .from(products)
        .where(and(eq(products.id, id), eq(products.userId, userId)));
      return row && withoutImage(row);
    },

    async findManyOwned(userId: string, ids: string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(listed)
        .from(products)
        .where(and(eq(products.userId, userId), inArray(products.id, ids)));
      return rows.map(withoutImage);
    },

    async image(userId: string, id: string) {
      const [row] = await db
        .select({ image: products.image, imageType: products.imageType })
        .from(products)
        .where(and(eq(products.id, id), eq(products.userId, userId)));
      return row?.image && row.imageType ? { bytes: row.image, type: row.imageType } : undefined;
    },

    async insert(values: NewProductRow): Promise<ProductRow> {
      const [row] = await db.insert(products).values(values).returning(listed);
      if (!row) throw new Error('product insert returned no row');
      return withoutImage(row);
    },

    async update(
      userId: string,
      id: string,
      changes: Partial<NewProductRow>,
    ): Promise<ProductRow | undefined> {
      const [row] = await db
        .update(products)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(products.id, id), eq(products.userId, userId)))
        .returning(listed);
      return row && withoutImage(row);
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(products)
        .where(and(eq(products.id, id), eq(products.userId, userId)))
        .returning({ id: products.id });
      return rows.length > 0;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
