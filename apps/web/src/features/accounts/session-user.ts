import type { Permission, Role } from '@incasso/shared/members';
import type { PlanFeature, PlanId } from '@incasso/shared/plans';

// The few fields of the profile (UserProfileSchema in @incasso/shared/auth) that the shell
// needs: guards, header, palette. Screens that need more read the profile query. Parsed by
// hand because the session loads on /login and zod would more than double that page's script;
// it accepts `{ user }` or a bare profile, and the plan as an id (`plan`) or a name. Pages are
// gated on `features`, what the plan unlocks (an admin may change them), never on the plan.

export type Plan = PlanId;

export interface SessionUser {
  id: string | null;
  email: string;
  displayName: string | null;
  isAdmin: boolean;
  plan: Plan;
  features: PlanFeature[];
  /**
   * Who the session acts as (GET /api/session/membership, decision note 091): the merchant, the
   * role there and what it permits. null: a member of no merchant. Absent until it is read.
   */
  membership?: SessionMembership | null;
}

/** A merchant the person belongs to, for the switcher. */
export interface MerchantChoice {
  merchantId: string;
  merchantName: string;
  role: Role;
}

export interface SessionMembership extends MerchantChoice {
  permissions: Permission[];
  memberships: MerchantChoice[];
  /** The merchant requires two-factor and the person has none: the server refuses until then. */
  twoFactorSetupRequired?: boolean;
}

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : null;
}

function asString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function planOf(profile: Json): Plan {
  const name =
    asString(profile['plan']) ??
    asString(asObject(profile['plan'])?.['name']) ??
    asString(profile['planName']) ??
    asString(asObject(profile['subscription'])?.['planName']) ??
    '';
  const normalized = name.toLowerCase();
  return normalized === 'plus' || normalized === 'premium' ? normalized : 'free';
}

/** The profile's features as strings; unknown ones are harmless, since checks ask for one. */
function featuresOf(profile: Json): PlanFeature[] {
  const features = profile['features'];
  if (!Array.isArray(features)) return [];
  return features.filter((feature): feature is PlanFeature => typeof feature === 'string');
}

const ROLE_NAMES: readonly string[] = ['owner', 'manager', 'cashier', 'accountant', 'developer'];

function parseChoice(value: unknown): MerchantChoice | null {
  const row = asObject(value);
  const merchantId = asString(row?.['merchantId']);
  const role = asString(row?.['role']);
  if (!row || !merchantId || !role || !ROLE_NAMES.includes(role)) return null;
  return { merchantId, merchantName: asString(row['merchantName']) ?? '', role: role as Role };
}

/** ActiveMembershipSchema by hand (the session loads on /login, without zod); null if absent. */
export function parseMembership(data: unknown): SessionMembership | null {
  const choice = parseChoice(data);
  const row = asObject(data);
  if (!choice || !row) return null;
  const permissions = Array.isArray(row['permissions'])
    ? row['permissions'].filter((p): p is Permission => typeof p === 'string')
    : [];
  const memberships = Array.isArray(row['memberships'])
    ? row['memberships'].flatMap((m) => parseChoice(m) ?? [])
    : [];
  return {
    ...choice,
    permissions,
    memberships,
    twoFactorSetupRequired: row['twoFactorSetupRequired'] === true,
  };
}

export function parseSessionUser(data: unknown): SessionUser | null {
  const outer = asObject(data);
  const profile = asObject(outer?.['user']) ?? outer;
  const email = asString(profile?.['email']);
  if (!profile || !email) return null;
  const id = profile['id'];
  return {
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : null,
    email,
    displayName: asString(profile['displayName']),
    isAdmin: profile['isAdmin'] === true,
    plan: planOf(profile),
    features: featuresOf(profile),
    ...('membership' in profile ? { membership: parseMembership(profile['membership']) } : {}),
  };
}

/** Whether the user's plan unlocks `feature` (SPEC 6; the server enforces the same). */
export function hasFeature(user: SessionUser, feature: PlanFeature): boolean {
  return user.features.includes(feature);
}

/**
 * Whether the session's role may do any of `permissions` at its merchant. Only to hide what the
 * server would refuse (it enforces every one); a membership not read yet hides nothing.
 */
export function canDo(user: SessionUser, ...permissions: Permission[]): boolean {
  if (user.membership === undefined) return true;
  // Until the person sets up the two-factor their team requires, the server refuses it all.
  if (user.membership?.twoFactorSetupRequired) return false;
  const granted = user.membership?.permissions ?? [];
  return permissions.some((permission) => granted.includes(permission));
}
