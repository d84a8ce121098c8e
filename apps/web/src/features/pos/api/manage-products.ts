import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ProductSchema,
  type CreateProductInput,
  type Product,
  type ProductImageType,
  type UpdateProductInput,
} from '@incasso/shared/pos';
import { api } from '#lib/api-client.ts';
import { productsQueryOptions } from './get-products';

/** POST /api/products. */
export async function createProduct(input: CreateProductInput): Promise<Product> {
  return ProductSchema.parse(await api.post('/api/products', input));
}

/** PATCH /api/products/:id. */
export async function updateProduct(id: string, input: UpdateProductInput): Promise<Product> {
  return ProductSchema.parse(
    await api.request(`/api/products/${id}`, { method: 'PATCH', body: input }),
  );
}

/** DELETE /api/products/:id. */
export async function deleteProduct(id: string): Promise<void> {
  await api.request(`/api/products/${id}`, { method: 'DELETE' });
}

/** PUT /api/products/:id/image: the picture as base64 in JSON (the CSRF rule wants JSON). */
export async function uploadProductImage(id: string, file: File): Promise<Product> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const body = { contentType: file.type as ProductImageType, data: btoa(binary) };
  return ProductSchema.parse(
    await api.request(`/api/products/${id}/image`, { method: 'PUT', body }),
  );
}

type ProductChange =
  | { kind: 'create'; input: CreateProductInput; image?: File }
  | { kind: 'update'; id: string; input: UpdateProductInput; image?: File }
  | { kind: 'delete'; id: string };

async function changeProduct(change: ProductChange): Promise<void> {
  if (change.kind === 'delete') return deleteProduct(change.id);
  const product =
    change.kind === 'create'
      ? await createProduct(change.input)
      : await updateProduct(change.id, change.input);
  if (change.image) await uploadProductImage(product.id, change.image);
}

/** Creates, edits (with an optional new picture) or deletes a product, then reloads the list. */
export function useChangeProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: productsQueryOptions().queryKey }),
  });
}
