import { AppError } from '#server/lib/app-error.ts';

/**
 * SPEC's AI summary of a user and AI anomaly analysis of recent platform transactions. They
 * belong to the AI issue: until it lands both answer 503 aiUnavailable, never invented text.
 * This is the one place that issue fills in (it will take the LLM settings and the services
 * whose data it reads); the routes and the web page's slot already call it.
 */
export function createAdminAi() {
  const unavailable = () => new AppError(503, 'aiUnavailable', 'AI analysis is not available yet.');
  return {
    summarizeUser(_userId: string): Promise<never> {
      return Promise.reject(unavailable());
    },
    analyzeAnomalies(): Promise<never> {
      return Promise.reject(unavailable());
    },
  };
}

export type AdminAi = ReturnType<typeof createAdminAi>;
