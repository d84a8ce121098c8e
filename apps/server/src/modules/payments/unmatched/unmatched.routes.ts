import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssignTransferInputSchema,
  PaymentIdParamsSchema,
  PaymentRequestSchema,
  UnmatchedTransferListSchema,
} from '@incasso/shared/payments';
import { requireUser } from '#server/plugins/auth.ts';
import { merchantOf } from '#server/plugins/permissions.ts';
import type { UnmatchedService } from './unmatched.service.ts';

/** The merchant's transfers no request claimed, and their assignment to a request by hand. */
export const unmatchedRoutes: FastifyPluginAsyncZod<{ unmatched: UnmatchedService }> = async (
  app,
  { unmatched },
) => {
  app.get(
    '/payments/unmatched',
    {
      config: { permission: 'payments.read' },
      onRequest: requireUser,
      schema: { response: { 200: UnmatchedTransferListSchema } },
    },
    async (request) => unmatched.list(merchantOf(request)),
  );

  app.post(
    '/payments/:id/assign',
    {
      config: { permission: 'payments.manage' },
      onRequest: requireUser,
      schema: {
        params: PaymentIdParamsSchema,
        body: AssignTransferInputSchema,
        response: { 200: PaymentRequestSchema },
      },
    },
    async (request) =>
      unmatched.assign(merchantOf(request), request.params.id, request.body.transferId),
  );
};
