import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateWalletInputSchema,
  UpdateWalletInputSchema,
  WalletIdParamsSchema,
  WalletListSchema,
  WalletSchema,
} from '@incasso/shared/wallets';
import { requireUser } from '#server/plugins/auth.ts';
import { merchantOf } from '#server/plugins/permissions.ts';
import type { WalletsService } from './wallets.service.ts';

/** `/api/wallets`: the signed-in user's receiving wallets. */
export const walletsRoutes: FastifyPluginAsyncZod<{ wallets: WalletsService }> = async (
  app,
  { wallets },
) => {
  // On request, before the body is validated: a signed-out caller learns nothing about the input.
  app.addHook('onRequest', requireUser);

  app.get(
    '/wallets',
    { config: { permission: 'wallets.read' }, schema: { response: { 200: WalletListSchema } } },
    async (request) => wallets.list(merchantOf(request)),
  );

  app.post(
    '/wallets',
    {
      config: { permission: 'wallets.write' },
      schema: { body: CreateWalletInputSchema, response: { 201: WalletSchema } },
    },
    async (request, reply) => {
      const wallet = await wallets.create(merchantOf(request), request.body);
      return reply.status(201).send(wallet);
    },
  );

  app.patch(
    '/wallets/:id',
    {
      config: { permission: 'wallets.write' },
      schema: {
        params: WalletIdParamsSchema,
        body: UpdateWalletInputSchema,
        response: { 200: WalletSchema },
      },
    },
    async (request) => wallets.update(merchantOf(request), request.params.id, request.body),
  );

  app.delete(
    '/wallets/:id',
    { config: { permission: 'wallets.write' }, schema: { params: WalletIdParamsSchema } },
    async (request, reply) => {
      await wallets.remove(merchantOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
