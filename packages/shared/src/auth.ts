import { z } from 'zod';

// SPEC section 3, risk analysis: what the login risk engine decided, shown by the risk dialog
// (BLOCK: the blocked message; CHALLENGE with tfaAvailable: the one-time code input).

export const RISK_SCORE_MAX = 100;
export const RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export const RISK_ACTIONS = ['ALLOW', 'CHALLENGE', 'BLOCK'] as const;

export const RiskLevelSchema = z.enum(RISK_LEVELS);
export const RiskActionSchema = z.enum(RISK_ACTIONS);

export const RiskAnalysisSchema = z.object({
  riskScore: z.number().int().min(0).max(RISK_SCORE_MAX),
  riskLevel: RiskLevelSchema,
  recommendedAction: RiskActionSchema,
  /** English, for people: what raised the score. */
  reason: z.string(),
  /** The account has two-factor enabled, so a challenge can be satisfied. */
  tfaAvailable: z.boolean(),
});

export type RiskLevel = z.infer<typeof RiskLevelSchema>;
export type RiskAction = z.infer<typeof RiskActionSchema>;
export type RiskAnalysis = z.infer<typeof RiskAnalysisSchema>;
