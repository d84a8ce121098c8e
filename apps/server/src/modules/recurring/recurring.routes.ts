import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateScheduleInputSchema,
  ScheduleDetailSchema,
  ScheduleListSchema,
  ScheduleParamsSchema,
  ScheduleSchema,
  UpdateScheduleInputSchema,
} from '@incasso/shared/recurring';
import { requireFeature } from '#server/plugins/auth.ts';
import { merchantOf } from '#server/plugins/permissions.ts';
import type { RecurringService } from './recurring.service.ts';

/** `/api/recurring-payments`: the merchant's schedules, for Plus and Premium (SPEC section 2). */
export const recurringRoutes: FastifyPluginAsyncZod<{ recurring: RecurringService }> = async (
  app,
  { recurring },
) => {
  app.addHook('onRequest', requireFeature('subscriptions'));

  app.get(
    '/recurring-payments',
    { config: { permission: 'recurring.read' }, schema: { response: { 200: ScheduleListSchema } } },
    async (request) => recurring.list(merchantOf(request)),
  );

  app.post(
    '/recurring-payments',
    {
      config: { permission: 'recurring.write' },
      schema: { body: CreateScheduleInputSchema, response: { 201: ScheduleSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await recurring.create(merchantOf(request), request.body)),
  );

  app.get(
    '/recurring-payments/:id',
    {
      config: { permission: 'recurring.read' },
      schema: { params: ScheduleParamsSchema, response: { 200: ScheduleDetailSchema } },
    },
    async (request) => recurring.get(merchantOf(request), request.params.id),
  );

  app.patch(
    '/recurring-payments/:id',
    {
      config: { permission: 'recurring.write' },
      schema: {
        params: ScheduleParamsSchema,
        body: UpdateScheduleInputSchema,
        response: { 200: ScheduleSchema },
      },
    },
    async (request) => recurring.update(merchantOf(request), request.params.id, request.body),
  );

  for (const action of ['pause', 'resume', 'cancel'] as const) {
    app.post(
      `/recurring-payments/:id/${action}`,
      {
        config: { permission: 'recurring.write' },
        schema: { params: ScheduleParamsSchema, response: { 200: ScheduleSchema } },
      },
      async (request) => recurring[action](merchantOf(request), request.params.id),
    );
  }
};
