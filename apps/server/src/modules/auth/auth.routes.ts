import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LoginFailureSchema,
  LoginInputSchema,
  LoginSuccessSchema,
  RegisterInputSchema,
} from '@incasso/shared/auth';
import { localeFromAcceptLanguage } from '@incasso/shared/locale';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AuthService } from './auth.service.ts';
import { clientInfo } from './client-info.ts';
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
      preHandler: rateLimit('registerPerIp'),
      schema: { body: RegisterInputSchema, response: { 201: LoginSuccessSchema } },
    },
    async (request, reply) => {
      const locale =
        request.body.locale ?? localeFromAcceptLanguage(request.headers['accept-language']);
      const { user, token } = await auth.register({ ...request.body, locale }, clientInfo(request));
      sessionAuth.setSessionCookie(reply, token);
      return reply.status(201).send({ user: await users.getProfile(user.id) });
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
      // A new token on every sign-in: a session planted before login (fixation) dies here.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await sessionAuth.sessions.revokeToken(previous);
      sessionAuth.setSessionCookie(reply, result.token);
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
