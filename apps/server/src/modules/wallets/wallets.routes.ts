import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateWalletInputSchema,
  UpdateWalletInputSchema,
  WalletIdParamsSchema,
  WalletListSchema,
  WalletSchema,
  type Wallet,
} from '@incasso/shared/wallets';
import { requireUser } from '#server/plugins/auth.ts';
import { noteAudit } from '#server/plugins/merchant-audit.ts';
import { merchantOf } from '#server/plugins/permissions.ts';
import type { WalletsService } from './wallets.service.ts';

/** What the audit log says of a wallet besides its name: where it receives. */
const walletDetails = (wallet: Wallet) => ({
  address: wallet.address,
  chain: wallet.chainId,
  currencies: wallet.acceptedCurrencyIds.join(', '),
});

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
      config: { permission: 'wallets.write', audit: ['wallet.added'] },
      schema: { body: CreateWalletInputSchema, response: { 201: WalletSchema } },
    },
    async (request, reply) => {
      const wallet = await wallets.create(merchantOf(request), request.body);
      noteAudit(request, 'wallet.added', wallet.name, walletDetails(wallet));
      return reply.status(201).send(wallet);
    },
  );

  app.patch(
    '/wallets/:id',
    {
      config: { permission: 'wallets.write', audit: ['wallet.changed'] },
      schema: {
        params: WalletIdParamsSchema,
        body: UpdateWalletInputSchema,
        response: { 200: WalletSchema },
      },
    },
    async (request) => {
      const wallet = await wallets.update(merchantOf(request), request.params.id, request.body);
      noteAudit(request, 'wallet.changed', wallet.name, walletDetails(wallet));
      return wallet;
    },
  );

  app.delete(
    '/wallets/:id',
    {
      config: { permission: 'wallets.write', audit: ['wallet.removed'] },
      schema: { params: WalletIdParamsSchema },
    },
    async (request, reply) => {
      const wallet = await wallets.remove(merchantOf(request), request.params.id);
      noteAudit(request, 'wallet.removed', wallet.name, walletDetails(wallet));
      return reply.status(204).send();
    },
  );
};
