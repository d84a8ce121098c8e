import {
  USER_SUMMARY_DAYS,
  type AdminUserAiSummary,
  type AdminUserDetail,
  type PlatformAnomalyAnalysis,
} from '@incasso/shared/admin';
import type { AiLanguage } from '@incasso/shared/ai';
import type { InsightPeriod, Insights } from '@incasso/shared/insights';
import { type AiRunner, writeGroundedNarrative } from '#server/modules/ai/ai.module.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { figuresForTheModel } from './figures-for-the-model.ts';
import { userSummaryFigures } from './user-summary-figures.ts';

const USER_SUMMARY_TASK =
  'You summarise one merchant account of Incasso, a crypto payment service, for its administrators: ' +
  'activity (revenue per currency, conversion, anomalies), risk signals (account status, ' +
  'two-factor authentication, suspensions, sign-in attempts and the reasons they were scored) ' +
  'and billing (plan, fee, renewal, fee balance, recent charges).';

const ANOMALIES_TASK =
  'You explain to the administrators of Incasso, a crypto payment service, the anomalies found ' +
  "in the platform's recent transactions: one sentence on the platform's activity, then for each " +
  'anomaly the merchant, what stood out and the figures that made it stand out.';

export interface AdminAiDeps {
  runner: Pick<AiRunner, 'configured' | 'generate'>;
  /** The User View (404 userNotFound for an unknown account). */
  userDetail(userId: string): Promise<AdminUserDetail>;
  insights(userId: string, days: InsightPeriod): Promise<Insights>;
  audit: Pick<AuditLog, 'list'>;
  platformAnomalies(): Promise<PlatformAnomalyAnalysis['figures']>;
  now?: () => Date;
}

/**
 * SPEC's AI summary of a user and AI anomaly analysis of recent platform transactions
 * (decision note 051): figures first, always; words from the model on request, shown only
 * when every number in them is one of the figures. Tokens count against the administrator.
 */
export function createAdminAi(deps: AdminAiDeps) {
  const now = deps.now ?? (() => new Date());

  async function userFigures(userId: string) {
    const detail = await deps.userDetail(userId);
    const [insights, suspensions] = await Promise.all([
      deps.insights(userId, USER_SUMMARY_DAYS),
      deps.audit.list({ action: 'user.suspend', targetId: userId, page: 1, pageSize: 1 }),
    ]);
    return userSummaryFigures({ detail, insights, suspensions: suspensions.total, now: now() });
  }

  const analysis = <T>(figures: T) => ({ figures, aiConfigured: deps.runner.configured });

  return {
    async userSummary(userId: string): Promise<AdminUserAiSummary> {
      return { ...analysis(await userFigures(userId)), narrative: null };
    },

    async writeUserSummary(
      adminId: string,
      userId: string,
      language: AiLanguage,
    ): Promise<AdminUserAiSummary> {
      const figures = await userFigures(userId);
      const narrative = await writeGroundedNarrative(deps.runner, adminId, {
        task: USER_SUMMARY_TASK,
        figures: figuresForTheModel(figures),
        language,
      });
      return { ...analysis(figures), narrative };
    },

    async anomalies(): Promise<PlatformAnomalyAnalysis> {
      return { ...analysis(await deps.platformAnomalies()), narrative: null };
    },

    async writeAnomalies(adminId: string, language: AiLanguage): Promise<PlatformAnomalyAnalysis> {
      const figures = await deps.platformAnomalies();
      const narrative = await writeGroundedNarrative(deps.runner, adminId, {
        task: ANOMALIES_TASK,
        figures: figuresForTheModel(figures),
        language,
      });
      return { ...analysis(figures), narrative };
    },
  };
}

export type AdminAi = ReturnType<typeof createAdminAi>;
