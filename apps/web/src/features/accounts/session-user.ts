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
  };
}

/** Whether the user's plan unlocks `feature` (SPEC 6; the server enforces the same). */
export function hasFeature(user: SessionUser, feature: PlanFeature): boolean {
  return user.features.includes(feature);
}
