import {
  PRODUCTS_MAX,
  type CreateProduct,
  type Product,
  type ProductImageInput,
  type UpdateProduct,
} from '@incasso/shared/pos';
import type { ProductRow } from '#server/db/schema/pos.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { decodeProductImage } from './product-image.ts';
import { presentProduct } from './products.presenter.ts';
import type { ProductsRepository } from './products.repository.ts';

const productNotFound = () => notFound('Product not found.');

/** The merchant's catalogue: products, their prices and pictures. */
export function createProductsService(deps: { repo: ProductsRepository }) {
  const { repo } = deps;

  async function owned(userId: string, id: string): Promise<ProductRow> {
    const row = await repo.findOwned(userId, id);
    if (!row) throw productNotFound();
    return row;
  }

  return {
    async list(userId: string): Promise<Product[]> {
      return (await repo.list(userId)).map(presentProduct);
    },

    async create(userId: string, input: CreateProduct): Promise<Product> {
      if ((await repo.count(userId)) >= PRODUCTS_MAX) {
        throw new AppError(409, 'tooManyProducts', `At most ${PRODUCTS_MAX} products.`);
      }
      return presentProduct(await repo.insert({ userId, ...input }));
    },

    async update(userId: string, id: string, input: UpdateProduct): Promise<Product> {
      const row = await repo.update(userId, id, input);
      if (!row) throw productNotFound();
      return presentProduct(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(userId, id))) throw productNotFound();
    },

    async setImage(userId: string, id: string, input: ProductImageInput): Promise<Product> {
      await owned(userId, id);
      const image = decodeProductImage(input);
      const row = await repo.update(userId, id, {
        image,
        imageType: input.contentType,
        imageUpdatedAt: new Date(),
      });
      if (!row) throw productNotFound();
      return presentProduct(row);
    },

    async removeImage(userId: string, id: string): Promise<Product> {
      await owned(userId, id);
      const row = await repo.update(userId, id, {
        image: null,
        imageType: null,
        imageUpdatedAt: null,
      });
      if (!row) throw productNotFound();
      return presentProduct(row);
    },

    async image(userId: string, id: string) {
      const image = await repo.image(userId, id);
      if (!image) throw notFound('Picture not found.');
      return image;
    },

    /** The merchant's products among `ids` (others' ids are simply not there). */
    findManyOwned: (userId: string, ids: string[]) => repo.findManyOwned(userId, ids),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
