import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductListSchema, type Product } from '@incasso/shared/pos';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/products: the merchant's catalogue, by category and name. */
export async function getProducts(): Promise<Product[]> {
  return ProductListSchema.parse(await api.get('/api/products'));
}

export const productsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.products('list'), queryFn: getProducts });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
