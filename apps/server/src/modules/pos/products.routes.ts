import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateProductInputSchema,
  PRODUCT_IMAGE_BASE64_MAX,
  ProductImageInputSchema,
  ProductListSchema,
  ProductParamsSchema,
  ProductSchema,
  UpdateProductInputSchema,
} from '@incasso/shared/pos';
import { requireFeature } from '#server/plugins/auth.ts';
import { merchantOf } from '#server/plugins/permissions.ts';
import type { ProductsService } from './products.service.ts';

/** Room for the base64 picture and its JSON wrapper; larger bodies are refused unread. */
const IMAGE_BODY_LIMIT = PRODUCT_IMAGE_BASE64_MAX + 1024;
/** The URL changes with each upload, so a browser may keep a picture for a year. */
const IMAGE_CACHE = 'private, max-age=31536000, immutable';

/** `/api/products`: the till's catalogue, for Plus and Premium (SPEC section 6). */
export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  app.addHook('onRequest', requireFeature('pos'));

  app.get(
    '/products',
    { config: { permission: 'pos.sell' }, schema: { response: { 200: ProductListSchema } } },
    async (request) => products.list(merchantOf(request)),
  );

  app.post(
    '/products',
    {
      config: { permission: 'pos.manage' },
      schema: { body: CreateProductInputSchema, response: { 201: ProductSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await products.create(merchantOf(request), request.body)),
  );

  app.patch(
    '/products/:id',
    {
      config: { permission: 'pos.manage' },
      schema: {
        params: ProductParamsSchema,
        body: UpdateProductInputSchema,
        response: { 200: ProductSchema },
      },
    },
    async (request) => products.update(merchantOf(request), request.params.id, request.body),
  );

  app.delete(
    '/products/:id',
    { config: { permission: 'pos.manage' }, schema: { params: ProductParamsSchema } },
    async (request, reply) => {
      await products.remove(merchantOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/products/:id/image',
    {
      config: { permission: 'pos.manage' },
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        params: ProductParamsSchema,
        body: ProductImageInputSchema,
        response: { 200: ProductSchema },
      },
    },
    async (request) => products.setImage(merchantOf(request), request.params.id, request.body),
  );

  app.delete(
    '/products/:id/image',
    {
      config: { permission: 'pos.manage' },
      schema: { params: ProductParamsSchema, response: { 200: ProductSchema } },
    },
    async (request) => products.removeImage(merchantOf(request), request.params.id),
  );

  app.get(
    '/products/:id/image',
    { config: { permission: 'pos.sell' }, schema: { params: ProductParamsSchema } },
    async (request, reply) => {
      const image = await products.image(merchantOf(request), request.params.id);
      return reply
        .header('content-type', image.type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', IMAGE_CACHE)
        .header('content-disposition', 'inline')
        .send(image.bytes);
    },
  );
};
