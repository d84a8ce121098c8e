import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminUnverifiableParamsSchema,
  AdminUnverifiableResolveSchema,
} from '@incasso/shared/admin';
import type { UnverifiableService } from '#server/modules/chain/chain.module.ts';
import { actorOf } from '../actor.ts';
import type { AuditLog } from '../audit/audit-log.ts';

/**
 * POST /api/admin/chains/unverifiable/:id: an operator keeps or undoes a confirmed payment a deep
 * reorg left unverifiable (decision note 055), with its audit row in the same transaction.
 */
export const adminChainsRoutes: FastifyPluginAsyncZod<{
  unverifiable: Pick<UnverifiableService, 'resolve'>;
  audit: AuditLog;
}> = async (app, { unverifiable, audit }) => {
  app.post(
    '/admin/chains/unverifiable/:id',
    { schema: { params: AdminUnverifiableParamsSchema, body: AdminUnverifiableResolveSchema } },
    async (request, reply) => {
      const { resolution } = request.body;
      await unverifiable.resolve(request.params.id, resolution, (tx, row) =>
        audit.record(tx, actorOf(request), {
          action: resolution === 'kept' ? 'payment.keepAfterReorg' : 'payment.undoAfterReorg',
          targetType: 'payment',
          targetId: row.paymentId,
          before: { chain: row.chain, txHash: row.txHash, blockNumber: row.blockNumber },
          after: { resolution },
        }),
      );
      return reply.status(204).send();
    },
  );
};
