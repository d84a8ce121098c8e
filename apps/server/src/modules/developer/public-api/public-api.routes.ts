import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaymentFromEvent,
  ApiPaymentListQuerySchema,
  ApiPaymentListSchema,
  ApiPaymentSchema,
  ApiWalletListSchema,
  CreateApiPaymentInputSchema,
  type ApiKeyScope,
  type ApiWallet,
  type ApiWalletLink,
} from '@incasso/shared/developer';
import type { PaymentEventData } from '@incasso/shared/domain-events';
import { ErrorBodySchema } from '@incasso/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PayerChoiceRequests } from '#server/modules/payments/payments.module.ts';
import { apiCaller } from '../api-keys/api-key-auth.ts';
import type { DeveloperSettingsService } from '../settings/developer-settings.repository.ts';
import type { Idempotency } from './idempotency.ts';
import { idempotentReply } from './idempotent-reply.ts';

type Guard = (
  scope: ApiKeyScope,
) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The public API v1 (SPEC section 7; DESIGN sections 7 and 9): X-API-Key, Premium. */
export const publicApiRoutes: FastifyPluginAsyncZod<{
  requireApiKey: Guard;
  payments: PayerChoiceRequests;
  settings: DeveloperSettingsService;
  idempotency: Idempotency;
  paymentUrl: (paymentId: string) => string;
  walletLink: (payment: PaymentEventData) => ApiWalletLink | null;
  wallets: (userId: string) => Promise<ApiWallet[]>;
}> = async (
  app,
  { requireApiKey, payments, settings, idempotency, paymentUrl, walletLink, wallets },
) => {
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
  const present = (payment: PaymentEventData) =>
    apiPaymentFromEvent(payment, paymentUrl(payment.id), walletLink(payment));

  const idempotent = idempotentReply(idempotency);

  app.post(
    '/v1/payments',
    {
      onRequest: requireApiKey('payments:write'),
      schema: {
        operationId: 'createPayment',
        summary: 'Create a payment request',
        description:
          'Priced in fiat on one of your wallets; the payer picks the coin on the hosted pay page (`paymentUrl`). Send an `Idempotency-Key` to retry safely.',
        tags: ['payments'],
        scopes: ['payments:write'],
        errors: {
          400: ['redirectUrlNotAllowed', 'invalidIdempotencyKey', 'amountTooSmall'],
          404: ['walletNotFound'],
          409: ['idempotencyInProgress'],
        },
        body: CreateApiPaymentInputSchema,
        response: {
          201: ApiPaymentSchema,
          ...errors,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const caller = apiCaller(request);
      return idempotent(request, reply, caller.userId, '/api/v1/payments', async () => {
        await settings.checkRedirect(caller.userId, request.body.redirectUrl);
        const created = await payments.create(caller.userId, request.body);
        return { status: 201, body: JSON.stringify(ApiPaymentSchema.parse(present(created))) };
      });
    },
  );

  app.get(
    '/v1/payments',
    {
      onRequest: requireApiKey('payments:read'),
      schema: {
        operationId: 'listPayments',
        summary: 'List payment requests',
        description:
          'Newest first; filter by status, orderId and creation time; page with `cursor`.',
        tags: ['payments'],
        scopes: ['payments:read'],
        errors: { 400: ['invalidCursor', 'invalidDate'] },
        querystring: ApiPaymentListQuerySchema,
        response: { 200: ApiPaymentListSchema, ...errors, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      const page = await payments.list(apiCaller(request).userId, request.query);
      return {
        data: page.items.map(present),
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/v1/payments/:id',
    {
      onRequest: requireApiKey('payments:read'),
      schema: {
        operationId: 'getPayment',
        summary: 'Get a payment request',
        tags: ['payments'],
        scopes: ['payments:read'],
        errors: { 404: ['notFound'] },
        params: z.object({ id: z.string().max(64) }),
        response: { 200: ApiPaymentSchema, ...errors, 404: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      const payment = await payments.get(apiCaller(request).userId, request.params.id);
      return present(payment);
    },
  );

  app.post(
    '/v1/payments/:id/cancel',
    {
      onRequest: requireApiKey('payments:write'),
      schema: {
        operationId: 'cancelPayment',
        summary: 'Cancel a payment request',
        description:
          'Only a request nobody has paid yet (`pending`): its pay page then says it was cancelled, and `payment.cancelled` is sent. Cancelling a cancelled request answers it as it is. A request an invoice, a recurring period or a plan charge holds is refused (`paymentHeld`): it lives as long as that does.',
        tags: ['payments'],
        scopes: ['payments:write'],
        errors: { 404: ['notFound'], 409: ['paymentNotCancellable', 'paymentHeld'] },
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: ApiPaymentSchema,
          ...errors,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { userId } = apiCaller(request);
      const { id } = request.params;
      return idempotent(request, reply, userId, `/api/v1/payments/${id}/cancel`, async () => {
        const before = await payments.get(userId, id);
        if (before.status !== 'CANCELLED') await payments.cancel(userId, id);
        const body = ApiPaymentSchema.parse(present(await payments.get(userId, id)));
        return { status: 200, body: JSON.stringify(body) };
      });
    },
  );

  app.get(
    '/v1/wallets',
    {
      onRequest: requireApiKey('payments:read'),
      schema: {
        operationId: 'listWallets',
        summary: 'List your wallets',
        description:
          'The wallets requests can be paid to, with the `id` to pass as `walletId` and the coins a payer may pick.',
        tags: ['wallets'],
        scopes: ['payments:read'],
        response: { 200: ApiWalletListSchema, ...errors, 429: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await wallets(apiCaller(request).userId) }),
  );
};
