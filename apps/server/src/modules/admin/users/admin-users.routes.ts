import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminIdParamsSchema,
  AdminUserDetailSchema,
  AdminUserListSchema,
  AdminUserQuerySchema,
  AdminUserStatusInputSchema,
  AdminUserUpdateSchema,
} from '@incasso/shared/admin';
import { TransactionListSchema, TransactionQuerySchema } from '@incasso/shared/transactions';
import { actorOf } from '../actor.ts';
import type { AdminUsers } from './admin-users.service.ts';

/** /api/admin/users: list, User View and its transactions, edit, suspend/activate, 2FA reset. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ users: AdminUsers }> = async (
  app,
  { users },
) => {
  const detail = { response: { 200: AdminUserDetailSchema } };

  app.get(
    '/admin/users',
    { schema: { querystring: AdminUserQuerySchema, response: { 200: AdminUserListSchema } } },
    async (request) => users.list(request.query),
  );

  app.get('/admin/users/:id', { schema: { params: AdminIdParamsSchema, ...detail } }, (request) =>
    users.detail(request.params.id),
  );

  app.get(
    '/admin/users/:id/transactions',
    {
      schema: {
        params: AdminIdParamsSchema,
        querystring: TransactionQuerySchema,
        response: { 200: TransactionListSchema },
      },
    },
    (request) => users.transactions(request.params.id, request.query),
  );

  app.patch(
    '/admin/users/:id',
    { schema: { params: AdminIdParamsSchema, body: AdminUserUpdateSchema, ...detail } },
    (request) => users.update(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/admin/users/:id/status',
    { schema: { params: AdminIdParamsSchema, body: AdminUserStatusInputSchema, ...detail } },
    (request) => users.setStatus(actorOf(request), request.params.id, request.body.status),
  );

  app.post(
    '/admin/users/:id/two-factor/reset',
    { schema: { params: AdminIdParamsSchema, ...detail } },
    (request) => users.resetTwoFactor(actorOf(request), request.params.id),
  );
};
