import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, ROLE_PERMISSIONS } from '@incasso/shared/members';
import {
  AcceptInvitationInputSchema,
  ActiveMembershipSchema,
  InvitationPreviewSchema,
  MembershipSchema,
  SwitchMerchantInputSchema,
  type ActiveMembership,
} from '@incasso/shared/members';
import { AppError } from '#server/lib/app-error.ts';
import { requireUser, sessionUser, type SessionUser } from '#server/plugins/auth.ts';
import { memberActor } from '#server/plugins/permissions.ts';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { MembersService } from './members.service.ts';

/**
 * The signed-in person's side of teams: the merchants they belong to and which one the session
 * acts for (the header's switcher), joining by an emailed invitation, and leaving.
 */
export const membershipRoutes: FastifyPluginAsyncZod<{
  members: MembersService;
  sessions: Pick<SessionsService, 'setActiveMerchant'>;
}> = async (app, { members, sessions }) => {
  async function activeOf(user: SessionUser, merchantId = user.merchantId) {
    const memberships = await members.memberships(user.id);
    const active = memberships.find((row) => row.merchantId === merchantId);
    if (!active) return { memberships, active: undefined };
    const permissions = PERMISSIONS.filter((p) => ROLE_PERMISSIONS[active.role].includes(p));
    const twoFactorSetupRequired = await members.twoFactorMissing(active.merchantId, user.id);
    return {
      memberships,
      active: { ...active, permissions, memberships, twoFactorSetupRequired },
    };
  }

  app.get(
    '/session/membership',
    {
      onRequest: requireUser,
      schema: { response: { 200: ActiveMembershipSchema.nullable() } },
    },
    async (request): Promise<ActiveMembership | null> =>
      (await activeOf(sessionUser(request))).active ?? null,
  );

  app.put(
    '/session/merchant',
    {
      onRequest: requireUser,
      schema: {
        body: SwitchMerchantInputSchema,
        response: { 200: ActiveMembershipSchema },
        errors: { 403: ['notAMember'] },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { active } = await activeOf(user, request.body.merchantId);
      if (!active) throw new AppError(403, 'notAMember', 'You are not a member of this merchant.');
      await sessions.setActiveMerchant(user.sessionId, active.merchantId);
      return active;
    },
  );

  app.post(
    '/invitations/preview',
    {
      preHandler: rateLimit('emailTokenPerIp'),
      schema: {
        body: AcceptInvitationInputSchema,
        response: { 200: InvitationPreviewSchema },
        errors: { 404: ['invitationInvalid'] },
      },
    },
    async (request) => members.preview(request.body.token),
  );

  app.post(
    '/invitations/accept',
    {
      onRequest: requireUser,
      preHandler: rateLimit('emailTokenPerIp'),
      schema: {
        body: AcceptInvitationInputSchema,
        response: { 200: MembershipSchema },
        errors: { 403: ['invitationEmailMismatch'], 404: ['invitationInvalid'] },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const joined = await members.accept(user, request.body.token);
      // The person came to work for this merchant: the session acts for it from now on.
      await sessions.setActiveMerchant(user.sessionId, joined.merchantId);
      return joined;
    },
  );

  app.post(
    '/team/leave',
    {
      onRequest: requireUser,
      schema: { response: { 204: z.null() }, errors: { 409: ['lastOwner'] } },
    },
    async (request, reply) => {
      await members.leave(memberActor(request));
      return reply.status(204).send(null);
    },
  );
};
