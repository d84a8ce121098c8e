import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DevOutbox } from './dev-outbox.ts';

const OutboxSchema = z.array(
  z.object({
    from: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    links: z.array(z.string()),
    sentAt: z.string(),
  }),
);

/**
 * GET /api/dev/outbox: the last emails the development outbox kept, newest first. Registered
 * only outside production (it hands out confirmation and reset links to anyone who asks).
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ outbox: DevOutbox }> = async (
  app,
  { outbox },
) => {
  app.get('/dev/outbox', { schema: { response: { 200: OutboxSchema } } }, async () =>
    outbox.list(),
  );
};
