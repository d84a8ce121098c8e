import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TransactionListSchema, TransactionQuerySchema } from '@incasso/shared/transactions';
import { requirePlan, sessionUser } from '#server/plugins/auth.ts';
import type { TransactionsService } from './transactions.service.ts';

/** `GET /api/transactions`: Plus and Premium (SPEC section 6). */
export const transactionsRoutes: FastifyPluginAsyncZod<{
  transactions: TransactionsService;
}> = async (app, { transactions }) => {
  app.get(
    '/transactions',
    {
      onRequest: requirePlan('plus'),
      schema: { querystring: TransactionQuerySchema, response: { 200: TransactionListSchema } },
    },
    async (request) => transactions.list(sessionUser(request).id, request.query),
  );
};
