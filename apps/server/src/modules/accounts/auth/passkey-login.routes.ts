import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginFailureSchema, LoginSuccessSchema } from '@incasso/shared/accounts/auth';
import {
  PasskeyRequestOptionsSchema,
  PasskeySignInInputSchema,
} from '@incasso/shared/accounts/passkeys';
import { ErrorBodySchema } from '@incasso/shared/errors';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { PasskeyAssertions } from '../passkeys/passkey-assertions.ts';
import type { UsersService } from '../users/users.service.ts';
import { clientInfo } from './client-info.ts';
import type { createPasskeyLoginService } from './passkey-login.service.ts';
import { replaceSessionCookie } from './signed-in-reply.ts';

/** Sign-in with a passkey alone: a challenge, then the browser's signed answer to it. */
export const passkeyLoginRoutes: FastifyPluginAsyncZod<{
  assertions: Pick<PasskeyAssertions, 'signInOptions'>;
  passkeyLogin: ReturnType<typeof createPasskeyLoginService>;
  users: Pick<UsersService, 'getProfile'>;
}> = async (app, { assertions, passkeyLogin, users }) => {
  app.post(
    '/auth/passkey/options',
    {
      preHandler: rateLimit('passkeySignInPerIp'),
      schema: { response: { 200: PasskeyRequestOptionsSchema } },
    },
    () => assertions.signInOptions(),
  );

  app.post(
    '/auth/passkey',
    {
      preHandler: rateLimit('passkeySignInPerIp'),
      schema: {
        body: PasskeySignInInputSchema,
        response: {
          200: LoginSuccessSchema,
          400: ErrorBodySchema,
          401: LoginFailureSchema,
          403: LoginFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await passkeyLogin(request.body.response, clientInfo(request));
      if (!result.ok) return reply.status(result.status).send(result.body);
      await replaceSessionCookie(request, reply, result.token);
      return { user: await users.getProfile(result.user.id) };
    },
  );
};
