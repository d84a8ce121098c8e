import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaymentFromEvent,
  ApiPaymentListQuerySchema,
  ApiPaymentListSchema,
  ApiPaymentSchema,
  CreateApiPaymentInputSchema,
  type ApiKeyScope,
} from '@incasso/shared/developer';
import { ErrorBodySchema } from '@incasso/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PayerChoiceRequests } from '#server/modules/payments/payments.module.ts';
import { apiCaller } from '../api-keys/api-key-auth.ts';
import type { DeveloperSettingsService } from '../settings/developer-settings.repository.ts';
import {
  idempotencyKeyOf,
  requestFingerprint,
  type Idempotency,
  type StoredResponse,
} from './idempotency.ts';

type Guard = (
  scope: ApiKeyScope,
) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Stored bytes go out as they are: the serializer must not touch them again. */
function sendStored(reply: FastifyReply, response: StoredResponse, replayed: boolean) {
  if (replayed) reply.header('idempotent-replayed', 'true');
  return reply
    .status(response.status)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => payload as string)
    .send(response.body);
}

/** The public API v1 (SPEC section 7; DESIGN sections 7 and 9): X-API-Key, Premium. */
export const publicApiRoutes: FastifyPluginAsyncZod<{
  requireApiKey: Guard;
  payments: PayerChoiceRequests;
  settings: DeveloperSettingsService;
  idempotency: Idempotency;
  paymentUrl: (paymentId: string) => string;
}> = async (app, { requireApiKey, payments, settings, idempotency, paymentUrl }) => {
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

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
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const produce = async (): Promise<StoredResponse> => {
        await settings.checkRedirect(caller.userId, request.body.redirectUrl);
        const created = await payments.create(caller.userId, request.body);
        const body = ApiPaymentSchema.parse(apiPaymentFromEvent(created, paymentUrl(created.id)));
        return { status: 201, body: JSON.stringify(body) };
      };
      if (!key) return sendStored(reply, await produce(), false);
      const result = await idempotency.run(
        {
          userId: caller.userId,
          key,
          fingerprint: requestFingerprint('POST', '/api/v1/payments', request.body),
        },
        produce,
      );
      return sendStored(reply, result, result.replayed);
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
        querystring: ApiPaymentListQuerySchema,
        response: { 200: ApiPaymentListSchema, ...errors, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      const page = await payments.list(apiCaller(request).userId, request.query);
      return {
        data: page.items.map((item) => apiPaymentFromEvent(item, paymentUrl(item.id))),
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
      return apiPaymentFromEvent(payment, paymentUrl(payment.id));
    },
  );
};
