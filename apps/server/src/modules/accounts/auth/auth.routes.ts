import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LoginFailureSchema,
  LoginInputSchema,
  LoginSuccessSchema,
  REGISTRATION_MESSAGE,
  RegisterInputSchema,
  RegisterResultSchema,
} from '@incasso/shared/accounts/auth';
import { localeFromAcceptLanguage } from '@incasso/shared/locale';
import { SESSION_COOKIE } from '#server/plugins/auth.ts';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AuthService } from './auth.service.ts';
import { clientInfo } from './client-info.ts';
import { replaceSessionCookie } from './signed-in-reply.ts';
import type { createLoginService } from './login.service.ts';

const ErrorSchema = z.object({ error: z.string(), message: z.string() });

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  login: ReturnType<typeof createLoginService>;
  users: UsersService;
}> = async (app, { auth, login, users }) => {
  const { sessionAuth } = app;

  app.post(
    '/auth/register',
    {
      preHandler: rateLimit('registerPerIp', 'registerPerEmail'),
      schema: { body: RegisterInputSchema, response: { 202: RegisterResultSchema } },
    },
    async (request, reply) => {
      const locale =
        request.body.locale ?? localeFromAcceptLanguage(request.headers['accept-language']);
      await auth.register({ ...request.body, locale });
      return reply.status(202).send({ message: REGISTRATION_MESSAGE });
    },
  );

  app.post(
    '/auth/login',
    {
      preHandler: rateLimit('loginPerIp', 'loginPerEmail'),
      schema: {
        body: LoginInputSchema,
        response: { 200: LoginSuccessSchema, 401: LoginFailureSchema, 403: LoginFailureSchema },
      },
    },
    async (request, reply) => {
      const result = await login(request.body, clientInfo(request));
      if (!result.ok) return reply.status(result.status).send(result.body);
      await replaceSessionCookie(request, reply, result.token);
      return { user: await users.getProfile(result.user.id) };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { response: { 204: z.null(), 403: ErrorSchema } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await sessionAuth.sessions.revokeToken(token);
      sessionAuth.clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );
};
