import type { AdminAiStatus } from '@incasso/shared/admin';

/**
 * SPEC's AI summary of a user and AI anomaly analysis of recent platform transactions belong
 * to the AI issue. Until it lands this entry point says so, and the web page's slot shows it
 * instead of invented text; that issue adds the analyses here (with the LLM settings and the
 * services whose data they read) and turns the flags on.
 */
export function createAdminAi() {
  return {
    status: (): AdminAiStatus => ({ userSummary: false, anomalyAnalysis: false }),
  };
}

export type AdminAi = ReturnType<typeof createAdminAi>;
