import { ChainIdSchema, type ChainId } from '@incasso/shared/chains';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';

const StatusSchema = z.object({ status: z.string() });

const ReadySchema = z.object({
  status: z.enum(['ready', 'degraded']),
  /** Chains that need an operator: confirmed payments a deep reorg left unverifiable. */
  chains: z
    .array(z.object({ chain: ChainIdSchema, unverifiablePayments: z.number().int().min(1) }))
    .optional(),
});

export type ChainAttention = () => Promise<{ chain: ChainId; unverifiablePayments: number }[]>;

export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  chainAttention: ChainAttention;
}> = async (app, { db, chainAttention }) => {
  app.get('/health', { schema: { response: { 200: StatusSchema } } }, async () => ({
    status: 'ok',
  }));

  // Degraded stays 200: the service still takes payments, and a load balancer must keep it; a
  // monitor reads the body (decision note 055).
  app.get('/ready', { schema: { response: { 200: ReadySchema } } }, async (request) => {
    if (app.readiness.draining) {
      throw new AppError(503, 'notReady', 'This process is shutting down.');
    }
    let chains: Awaited<ReturnType<ChainAttention>>;
    try {
      await db.execute(sql`select 1`);
      chains = await chainAttention();
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      throw new AppError(503, 'notReady', 'The database is not reachable.');
    }
    return chains.length === 0
      ? { status: 'ready' as const }
      : { status: 'degraded' as const, chains };
  });
};
