import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateScheduleInputSchema,
  ScheduleDetailSchema,
  ScheduleListSchema,
  ScheduleParamsSchema,
  ScheduleSchema,
  UpdateScheduleInputSchema,
} from '@incasso/shared/recurring';
import { requireFeature, sessionUser } from '#server/plugins/auth.ts';
import type { RecurringService } from './recurring.service.ts';

/** `/api/recurring-payments`: the merchant's schedules, for Plus and Premium (SPEC section 2). */
export const recurringRoutes: FastifyPluginAsyncZod<{ recurring: RecurringService }> = async (
  app,
  { recurring },
) => {
  app.addHook('onRequest', requireFeature('subscriptions'));

  app.get(
    '/recurring-payments',
    { schema: { response: { 200: ScheduleListSchema } } },
    async (request) => recurring.list(sessionUser(request).id),
  );

  app.post(
    '/recurring-payments',
    { schema: { body: CreateScheduleInputSchema, response: { 201: ScheduleSchema } } },
    async (request, reply) =>
      reply.status(201).send(await recurring.create(sessionUser(request).id, request.body)),
  );

  app.get(
    '/recurring-payments/:id',
    { schema: { params: ScheduleParamsSchema, response: { 200: ScheduleDetailSchema } } },
    async (request) => recurring.get(sessionUser(request).id, request.params.id),
  );

  app.patch(
    '/recurring-payments/:id',
    {
      schema: {
        params: ScheduleParamsSchema,
        body: UpdateScheduleInputSchema,
        response: { 200: ScheduleSchema },
      },
    },
    async (request) => recurring.update(sessionUser(request).id, request.params.id, request.body),
  );

  for (const action of ['pause', 'resume', 'cancel'] as const) {
    app.post(
      `/recurring-payments/:id/${action}`,
      { schema: { params: ScheduleParamsSchema, response: { 200: ScheduleSchema } } },
      async (request) => recurring[action](sessionUser(request).id, request.params.id),
    );
  }
};
