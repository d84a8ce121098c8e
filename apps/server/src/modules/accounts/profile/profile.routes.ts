import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserProfileSchema, type UserProfile } from '@incasso/shared/accounts/auth';
import { FiscalDataSchema, FiscalProfileSchema } from '@incasso/shared/accounts/fiscal';
import { UpdateProfileInputSchema, type ProfileChanges } from '@incasso/shared/accounts/profile';
import { requireUser, sessionUser } from '#server/plugins/auth.ts';
import { noteAudit } from '#server/plugins/merchant-audit.ts';
import { merchantOf } from '#server/plugins/permissions.ts';
import type { FiscalService } from './fiscal.service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{
  fiscal: FiscalService;
  /** The users module: the profile's writes and its presenter. */
  profiles: {
    updateProfile(userId: string, changes: ProfileChanges): Promise<void>;
    getProfile(userId: string): Promise<UserProfile>;
  };
}> = async (app, { fiscal, profiles }) => {
  app.patch(
    '/user/profile',
    {
      onRequest: requireUser,
      schema: { body: UpdateProfileInputSchema, response: { 200: UserProfileSchema } },
    },
    async (request) => {
      const { id } = sessionUser(request);
      await profiles.updateProfile(id, request.body);
      return profiles.getProfile(id);
    },
  );

  app.get(
    '/user/fiscal',
    {
      config: { permission: 'fiscal.read' },
      onRequest: requireUser,
      schema: { response: { 200: FiscalProfileSchema } },
    },
    async (request) => fiscal.get(merchantOf(request)),
  );

  app.put(
    '/user/fiscal',
    {
      config: { permission: 'fiscal.write', audit: ['fiscal.changed'] },
      onRequest: requireUser,
      schema: { body: FiscalDataSchema, response: { 200: FiscalProfileSchema } },
    },
    async (request) => {
      const saved = await fiscal.save(merchantOf(request), request.body);
      noteAudit(request, 'fiscal.changed', null);
      return saved;
    },
  );
};
