import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssignTransferInputSchema,
  PaymentIdParamsSchema,
  PaymentRequestSchema,
  UnmatchedTransferListSchema,
} from '@incasso/shared/payments';
import { requireUser, sessionUser } from '#server/plugins/auth.ts';
import type { UnmatchedService } from './unmatched.service.ts';

/** The merchant's transfers no request claimed, and their assignment to a request by hand. */
export const unmatchedRoutes: FastifyPluginAsyncZod<{ unmatched: UnmatchedService }> = async (
  app,
  { unmatched },
) => {
  app.get(
    '/payments/unmatched',
    { onRequest: requireUser, schema: { response: { 200: UnmatchedTransferListSchema } } },
    async (request) => unmatched.list(sessionUser(request).id),
  );

  app.post(
    '/payments/:id/assign',
    {
      onRequest: requireUser,
      schema: {
        params: PaymentIdParamsSchema,
        body: AssignTransferInputSchema,
        response: { 200: PaymentRequestSchema },
      },
    },
    async (request) =>
      unmatched.assign(sessionUser(request).id, request.params.id, request.body.transferId),
  );
};
