import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TransactionDetailSchema,
  TransactionExportQuerySchema,
  TransactionListSchema,
  TransactionParamsSchema,
  TransactionQuerySchema,
} from '@incasso/shared/transactions';
import { requireFeature } from '#server/plugins/auth.ts';
import { merchantOf } from '#server/plugins/permissions.ts';
import { countingTimeZone } from '@incasso/shared/time-zone';
import { csvDialect, csvExportStream, exportFilename } from './transactions-export.ts';
import type { TransactionsService } from './transactions.service.ts';

/**
 * `/api/transactions`: the list and one transaction for Plus and Premium (SPEC section 6), the
 * export for Premium only (SPEC section 2 calls it a premium feature).
 */
export const transactionsRoutes: FastifyPluginAsyncZod<{
  transactions: TransactionsService;
  /** The merchant's time zone, for local dates in an export (accounts module). */
  timeZoneOf(userId: string): Promise<string | null>;
}> = async (app, { transactions, timeZoneOf }) => {
  app.get(
    '/transactions',
    {
      config: { permission: 'transactions.read' },
      onRequest: requireFeature('transactions'),
      schema: { querystring: TransactionQuerySchema, response: { 200: TransactionListSchema } },
    },
    async (request) => transactions.list(merchantOf(request), request.query),
  );

  app.get(
    '/transactions/export',
    {
      config: { permission: 'transactions.export' },
      onRequest: requireFeature('export'),
      schema: { querystring: TransactionExportQuerySchema },
    },
    async (request, reply) => {
      const userId = merchantOf(request);
      const dialect = csvDialect(request.query.format, countingTimeZone(await timeZoneOf(userId)));
      const batches = transactions.exportBatches(userId, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFilename(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(csvExportStream(batches, dialect));
    },
  );

  app.get(
    '/transactions/:id',
    {
      config: { permission: 'transactions.read' },
      onRequest: requireFeature('transactions'),
      schema: { params: TransactionParamsSchema, response: { 200: TransactionDetailSchema } },
    },
    async (request) => transactions.get(merchantOf(request), request.params.id),
  );
};
