import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateWalletInputSchema,
  UpdateWalletInputSchema,
  WalletIdParamsSchema,
  WalletListSchema,
  WalletSchema,
} from '@incasso/shared/wallets';
import { requireUser, sessionUser } from '#server/plugins/auth.ts';
import type { WalletsService } from './wallets.service.ts';

/** `/api/wallets`: the signed-in user's receiving wallets. */
export const walletsRoutes: FastifyPluginAsyncZod<{ wallets: WalletsService }> = async (
  app,
  { wallets },
) => {
  // On request, before the body is validated: a signed-out caller learns nothing about the input.
  app.addHook('onRequest', requireUser);

  app.get('/wallets', { schema: { response: { 200: WalletListSchema } } }, async (request) =>
    wallets.list(sessionUser(request).id),
  );

  app.post(
    '/wallets',
    { schema: { body: CreateWalletInputSchema, response: { 201: WalletSchema } } },
    async (request, reply) => {
      const wallet = await wallets.create(sessionUser(request).id, request.body);
      return reply.status(201).send(wallet);
    },
  );

  app.patch(
    '/wallets/:id',
    {
      schema: {
        params: WalletIdParamsSchema,
        body: UpdateWalletInputSchema,
        response: { 200: WalletSchema },
      },
    },
    async (request) => wallets.update(sessionUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/wallets/:id',
    { schema: { params: WalletIdParamsSchema } },
    async (request, reply) => {
      await wallets.remove(sessionUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
