import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangeRoleInputSchema,
  InvitationParamsSchema,
  InviteMemberInputSchema,
  MemberParamsSchema,
  MerchantAuditPageSchema,
  TeamSchema,
  TeamSettingsInputSchema,
  TransferOwnershipInputSchema,
} from '@incasso/shared/members';
import { memberActor } from '#server/plugins/permissions.ts';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { MembersService } from './members.service.ts';

const NO_CONTENT = { 204: z.null() };

/** /api/team: the active merchant's members, invitations, rules and audit log (issue 23). */
export const teamRoutes: FastifyPluginAsyncZod<{ members: MembersService }> = async (
  app,
  { members },
) => {
  app.get(
    '/team',
    { config: { permission: 'members.read' }, schema: { response: { 200: TeamSchema } } },
    async (request) => members.team(memberActor(request).merchantId),
  );

  app.post(
    '/team/invitations',
    {
      config: { permission: 'members.manage' },
      preHandler: rateLimit('invitationsPerUser'),
      schema: {
        body: InviteMemberInputSchema,
        response: { 201: TeamSchema },
        errors: { 403: ['memberLimitReached'], 409: ['alreadyMember'] },
      },
    },
    async (request, reply) => {
      const actor = memberActor(request);
      await members.invite(actor, request.body);
      return reply.status(201).send(await members.team(actor.merchantId));
    },
  );

  app.delete(
    '/team/invitations/:id',
    {
      config: { permission: 'members.manage' },
      schema: {
        params: InvitationParamsSchema,
        response: NO_CONTENT,
        errors: { 404: ['invitationNotFound'] },
      },
    },
    async (request, reply) => {
      await members.revokeInvitation(memberActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/team/members/:userId',
    {
      config: { permission: 'members.manage' },
      schema: {
        params: MemberParamsSchema,
        body: ChangeRoleInputSchema,
        response: { 200: TeamSchema },
        errors: { 404: ['memberNotFound'], 409: ['ownerUntouchable'] },
      },
    },
    async (request) => {
      const actor = memberActor(request);
      await members.changeRole(actor, request.params.userId, request.body.role);
      return members.team(actor.merchantId);
    },
  );

  app.delete(
    '/team/members/:userId',
    {
      config: { permission: 'members.manage' },
      schema: {
        params: MemberParamsSchema,
        response: NO_CONTENT,
        errors: { 404: ['memberNotFound'], 409: ['ownerUntouchable'] },
      },
    },
    async (request, reply) => {
      await members.remove(memberActor(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/team/transfer-ownership',
    {
      config: { permission: 'members.manage' },
      schema: {
        body: TransferOwnershipInputSchema,
        response: { 200: TeamSchema },
        errors: { 404: ['memberNotFound'], 409: ['alreadyOwner'] },
      },
    },
    async (request) => {
      const actor = memberActor(request);
      await members.transferOwnership(actor, request.body.userId);
      return members.team(actor.merchantId);
    },
  );

  app.put(
    '/team/settings',
    {
      config: { permission: 'members.manage' },
      schema: {
        body: TeamSettingsInputSchema,
        response: { 200: TeamSchema },
        errors: { 409: ['twoFactorSetupRequired'] },
      },
    },
    async (request) => {
      const actor = memberActor(request);
      await members.setRequireTwoFactor(actor, request.body.requireTwoFactor);
      return members.team(actor.merchantId);
    },
  );

  app.get(
    '/team/audit',
    {
      config: { permission: 'audit.read' },
      schema: { response: { 200: MerchantAuditPageSchema } },
    },
    async (request) => ({ entries: await members.auditLog(memberActor(request).merchantId) }),
  );
};
