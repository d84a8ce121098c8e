import { ApiError } from '#lib/api-client.ts';

// SPEC section 3, Risk analysis and Login result: a refused login may carry `challenge` with
// an `analysis`, or `tfaRequired`. Parsed by hand until the schema lands in packages/shared.

export type RiskLevel = 'LOW' | 'MEDIUM' | 'HIGH';
export type RecommendedAction = 'ALLOW' | 'CHALLENGE' | 'BLOCK';

export interface RiskAnalysis {
  riskScore: number | null;
  riskLevel: RiskLevel | null;
  recommendedAction: RecommendedAction;
  reason: string | null;
  tfaAvailable: boolean;
}

type Json = Record<string, unknown>;

export interface LoginFailure {
  /** Set when the server challenged or blocked the login: open the risk dialog. */
  analysis: RiskAnalysis | null;
  /** The account has two-factor on and the code is missing or wrong. */
  tfaRequired: boolean;
  /**
   * The account has passkeys: a challenge one may answer instead of the code (decision note
   * 089), as the server sent it for navigator.credentials.get.
   */
  passkeyOptions: Json | null;
}

const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};

function pick<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  return allowed.find((item) => item === value) ?? null;
}

function readAnalysis(body: Json): RiskAnalysis {
  const raw = asObject(body['analysis']);
  const score = raw['riskScore'];
  return {
    riskScore: typeof score === 'number' ? Math.min(Math.max(Math.round(score), 0), 100) : null,
    riskLevel: pick(raw['riskLevel'], ['LOW', 'MEDIUM', 'HIGH'] as const),
    // Without a readable recommendation the safe reading is a block.
    recommendedAction:
      pick(raw['recommendedAction'], ['ALLOW', 'CHALLENGE', 'BLOCK'] as const) ?? 'BLOCK',
    reason: typeof raw['reason'] === 'string' ? raw['reason'] : null,
    tfaAvailable: raw['tfaAvailable'] === true || body['tfaAvailable'] === true,
  };
}

export function readLoginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) {
    return { analysis: null, tfaRequired: false, passkeyOptions: null };
  }
  const body = asObject(error.body);
  const options = asObject(body['passkeyOptions']);
  return {
    analysis: body['challenge'] ? readAnalysis(body) : null,
    tfaRequired: body['tfaRequired'] === true,
    passkeyOptions: typeof options['challenge'] === 'string' ? options : null,
  };
}
