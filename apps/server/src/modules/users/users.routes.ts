import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_HISTORY_LIMIT, LoginHistorySchema, UserProfileSchema } from '@incasso/shared/auth';
import { requireUser, sessionUser } from '../../plugins/auth.ts';
import { describeDevice } from '../auth/device-summary.ts';
import type { LoginAttemptsRepository } from '../risk/login-attempts.repository.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  attempts: LoginAttemptsRepository;
}> = async (app, { users, attempts }) => {
  app.get(
    '/user/profile',
    { preHandler: requireUser, schema: { response: { 200: UserProfileSchema } } },
    async (request) => users.getProfile(sessionUser(request).id),
  );

  app.get(
    '/user/login-history',
    { preHandler: requireUser, schema: { response: { 200: LoginHistorySchema } } },
    async (request) => {
      const rows = await attempts.listForUser(sessionUser(request).id, LOGIN_HISTORY_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        ip: row.ip,
        device: describeDevice(row.userAgent),
        result: row.outcome,
        riskLevel: row.riskLevel,
      }));
    },
  );
};
