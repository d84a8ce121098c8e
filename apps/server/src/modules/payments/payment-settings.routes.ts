import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentSettingsSchema } from '@incasso/shared/payments';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireUser, sessionUser } from '../../plugins/auth.ts';

/**
 * The merchant's payment terms. A change applies to requests created afterwards: each request
 * keeps the tolerance it was created with.
 */
export const paymentSettingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  const read = async (userId: string) => {
    const [row] = await db
      .select({ paymentToleranceBps: users.paymentToleranceBps })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw notFound('Profile not found');
    return row;
  };

  app.get(
    '/user/payment-settings',
    { onRequest: requireUser, schema: { response: { 200: PaymentSettingsSchema } } },
    async (request) => read(sessionUser(request).id),
  );

  app.put(
    '/user/payment-settings',
    {
      onRequest: requireUser,
      schema: { body: PaymentSettingsSchema, response: { 200: PaymentSettingsSchema } },
    },
    async (request) => {
      const { id } = sessionUser(request);
      await db
        .update(users)
        .set({ paymentToleranceBps: request.body.paymentToleranceBps, updatedAt: new Date() })
        .where(eq(users.id, id));
      return read(id);
    },
  );
};
