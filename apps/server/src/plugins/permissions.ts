import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canAny, type Permission, type Role } from '@incasso/shared/members';
import { AppError } from '#server/lib/app-error.ts';
import { requireUser, sessionUser } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the route needs of the member's role at the session's merchant (decision note 091):
     * one permission, or any of several (a route with a narrower view for some roles).
     */
    permission?: Permission | readonly Permission[];
  }
}

/** A member acting for a merchant, as a route that declared a permission sees them. */
export interface MemberActor {
  userId: string;
  email: string;
  merchantId: string;
  role: Role;
}

export const permissionsOf = (permission: Permission | readonly Permission[] | undefined) =>
  permission === undefined ? [] : typeof permission === 'string' ? [permission] : permission;

/**
 * onRequest of a route that declares a permission: 401 when signed out and 403 (`noMerchant`,
 * `roleForbidden`) unless the person's role at the session's merchant holds it. It runs before
 * the body is read or validated, so a refusal says nothing about the input.
 */
export async function authorise(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const needed = permissionsOf(request.routeOptions.config.permission);
  await requireUser(request, reply);
  const { role, merchantId, twoFactorMissing } = sessionUser(request);
  if (!role || !merchantId) {
    throw new AppError(403, 'noMerchant', 'You are not a member of any merchant.');
  }
  if (!canAny(role, needed)) {
    throw new AppError(403, 'roleForbidden', 'Your role does not allow this.');
  }
  // The owner's rule for the team: nothing is done for the merchant without a second factor.
  // The person's own routes (profile, two-factor setup, the membership) declare no permission
  // and stay open, so they can set one up.
  if (twoFactorMissing) {
    throw new AppError(
      403,
      'twoFactorSetupRequired',
      'This merchant requires two-factor authentication: set it up to continue.',
    );
  }
}

/**
 * Hooks `authorise` onto the routes that declare a permission, first of their own onRequest
 * hooks (the session is read by then); the others (the pay page, prices, health) pay nothing
 * for it, not even a promise per request (bench/README.md, API).
 */
export function registerPermissions(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const config = route.config as { permission?: Permission | readonly Permission[] } | undefined;
    if (permissionsOf(config?.permission).length === 0) return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [authorise, ...own];
  });
}

/** The member a route with a declared permission acts as. */
export function memberActor(request: FastifyRequest): MemberActor {
  const { id, email, merchantId, role } = sessionUser(request);
  if (!merchantId || !role) {
    throw new AppError(403, 'noMerchant', 'You are not a member of any merchant.');
  }
  return { userId: id, email, merchantId, role };
}

/** The merchant a route with a declared permission acts for (never the person's own id). */
export const merchantOf = (request: FastifyRequest): string => memberActor(request).merchantId;
