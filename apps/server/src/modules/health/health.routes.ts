import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';

const StatusSchema = z.object({ status: z.string() });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/health', { schema: { response: { 200: StatusSchema } } }, async () => ({
    status: 'ok',
  }));

  app.get('/ready', { schema: { response: { 200: StatusSchema } } }, async (request) => {
    if (app.readiness.draining) {
      throw new AppError(503, 'notReady', 'This process is shutting down.');
    }
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      throw new AppError(503, 'notReady', 'The database is not reachable.');
    }
    return { status: 'ready' };
  });
};
