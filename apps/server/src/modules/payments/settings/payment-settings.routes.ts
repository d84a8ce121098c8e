import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentSettingsSchema } from '@incasso/shared/payments';
import { requireUser } from '#server/plugins/auth.ts';
import { merchantOf } from '#server/plugins/permissions.ts';

/**
 * The merchant's payment terms. A change applies to requests created afterwards: each request
 * keeps the tolerance it was created with.
 */
export const paymentSettingsRoutes: FastifyPluginAsyncZod<{
  /** Kept on the merchant's account (accounts module). */
  tolerance: {
    get(userId: string): Promise<number>;
    set(userId: string, bps: number): Promise<void>;
  };
}> = async (app, { tolerance }) => {
  const read = async (userId: string) => ({ paymentToleranceBps: await tolerance.get(userId) });

  app.get(
    '/user/payment-settings',
    {
      config: { permission: 'settings.read' },
      onRequest: requireUser,
      schema: { response: { 200: PaymentSettingsSchema } },
    },
    async (request) => read(merchantOf(request)),
  );

  app.put(
    '/user/payment-settings',
    {
      config: { permission: 'settings.write' },
      onRequest: requireUser,
      schema: { body: PaymentSettingsSchema, response: { 200: PaymentSettingsSchema } },
    },
    async (request) => {
      const id = merchantOf(request);
      await tolerance.set(id, request.body.paymentToleranceBps);
      return read(id);
    },
  );
};
