import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginHistorySchema,
  UserProfileSchema,
  type LoginHistory,
} from '@incasso/shared/accounts/auth';
import { requireUser, sessionUser } from '#server/plugins/auth.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  loginHistory(userId: string): Promise<LoginHistory>;
}> = async (app, { users, loginHistory }) => {
  app.get(
    '/user/profile',
    { preHandler: requireUser, schema: { response: { 200: UserProfileSchema } } },
    async (request) => {
      const { id, merchantId } = sessionUser(request);
      return users.getActingProfile(id, merchantId);
    },
  );

  app.get(
    '/user/login-history',
    { preHandler: requireUser, schema: { response: { 200: LoginHistorySchema } } },
    async (request) => loginHistory(sessionUser(request).id),
  );
};
