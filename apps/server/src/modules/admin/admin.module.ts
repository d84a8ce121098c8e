import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAIN_IDS } from '@incasso/shared/chains';
import type { AccountsModule } from '#server/modules/accounts/accounts.module.ts';
import type { AnnouncementsService } from '#server/modules/announcements/announcements.module.ts';
import type { BillingModule } from '#server/modules/billing/billing.module.ts';
import type { UnverifiableService, ChainWatchers } from '#server/modules/chain/chain.module.ts';
import type { AiRunner } from '#server/modules/ai/ai.module.ts';
import type { ApiKeysService } from '#server/modules/developer/developer.module.ts';
import type { InsightsService } from '#server/modules/insights/insights.module.ts';
import type { PlansService } from '#server/modules/plans/plans.module.ts';
import type { TransactionsService } from '#server/modules/transactions/transactions.module.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.module.ts';
import { defineModule, type ModuleContext } from '../app-module.ts';
import { guardAdmin, adminSessionRoutes } from './admin.routes.ts';
import { createAdminAi } from './ai/admin-ai.ts';
import { adminAiRoutes } from './ai/admin-ai.routes.ts';
import { createPlatformAnomalies, type PlatformAnomaliesDeps } from './ai/platform-anomalies.ts';
import { createPlatformAnalytics } from './analytics/platform-analytics.ts';
import { platformAnalyticsRoutes } from './analytics/platform-analytics.routes.ts';
import { adminAnnouncementsRoutes } from './announcements/admin-announcements.routes.ts';
import { createAdminAnnouncements } from './announcements/admin-announcements.service.ts';
import { createAuditLog } from './audit/audit-log.ts';
import { createAuditRepository } from './audit/audit.repository.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { adminChainsRoutes } from './chains/admin-chains.routes.ts';
import { companySettingsRoutes } from './company/company-settings.routes.ts';
import { createCompanySettings } from './company/company-settings.service.ts';
import { adminPlansRoutes } from './plans/admin-plans.routes.ts';
import { adminStatsRoutes } from './stats/admin-stats.routes.ts';
import { createAdminStats } from './stats/admin-stats.service.ts';
import { adminUsersRoutes } from './users/admin-users.routes.ts';
import { createAdminUsers } from './users/admin-users.service.ts';

export interface AdminDeps {
  accounts: Pick<AccountsModule, 'admin' | 'users' | 'fiscal' | 'loginHistory'>;
  plans: Pick<PlansService, 'list' | 'update'>;
  announcements: AnnouncementsService;
  billing: Pick<BillingModule, 'overview' | 'planRevenue' | 'platform'>;
  wallets: Pick<WalletsService, 'list'>;
  transactions: Pick<TransactionsService, 'list' | 'volume' | 'platformActivity'>;
  apiKeys: Pick<ApiKeysService, 'revokeAll'>;
  countOpenRequests(): Promise<number>;
  chains: Pick<ChainWatchers, 'status'> & {
    unverifiable: Pick<UnverifiableService, 'open' | 'resolve'>;
  };
  /** The model of the AI analyses, and what they read (decision note 051). */
  runner: Pick<AiRunner, 'configured' | 'generate'>;
  insights: Pick<InsightsService, 'insights'>;
  activeMerchantsSince: PlatformAnomaliesDeps['activeMerchantsSince'];
  now?: () => Date;
}

/**
 * The admin area (decision note 043): Dashboard, Users and User View, Plans, Announcements,
 * Company Settings, the audit trail and the AI analyses (note 051). It owns only the audit
 * table; everything else is read and changed through the owning module's service, inside the
 * transaction of the audit row.
 */
export function createAdminModule(ctx: ModuleContext, deps: AdminDeps) {
  const audit = createAuditLog({ db: ctx.db, repo: createAuditRepository(ctx.db) });
  const users = createAdminUsers({
    audit,
    accounts: deps.accounts.admin,
    profiles: deps.accounts.users,
    fiscal: deps.accounts.fiscal,
    loginHistory: deps.accounts.loginHistory,
    billing: deps.billing,
    wallets: deps.wallets,
    transactions: deps.transactions,
    apiKeys: deps.apiKeys,
    endLiveSessions: (userId) => {
      // Buffered packets are flushed before the close, so the signal arrives first.
      ctx.realtime.toUser(userId).emit('session:ended');
      ctx.realtime.toUser(userId).disconnectSockets(true);
    },
  });
  const announcements = createAdminAnnouncements({
    audit,
    announcements: deps.announcements,
  });
  const company = createCompanySettings({
    audit,
    platform: deps.billing.platform,
    accounts: deps.accounts.users,
    wallets: deps.wallets,
  });
  const stats = createAdminStats({
    accounts: deps.accounts.admin,
    transactionVolume: deps.transactions.volume,
    planRevenue: deps.billing.planRevenue,
    countOpenRequests: deps.countOpenRequests,
    chains: {
      ids: CHAIN_IDS,
      status: deps.chains.status,
      unverifiable: () => deps.chains.unverifiable.open(),
    },
    queueDepths: () => ctx.jobs.depths(),
  });

  const analytics = createPlatformAnalytics({
    activity: deps.transactions.platformActivity,
    now: deps.now,
  });

  const ai = createAdminAi({
    runner: deps.runner,
    userDetail: users.detail,
    insights: deps.insights.insights,
    audit,
    platformAnomalies: createPlatformAnomalies({
      activeMerchantsSince: deps.activeMerchantsSince,
      insights: deps.insights.insights,
      emailOf: async (userId) => (await deps.accounts.users.getProfile(userId)).email,
      now: deps.now,
    }),
    now: deps.now,
  });

  const routes: FastifyPluginAsyncZod = async (api) => {
    guardAdmin(api);
    await api.register(adminSessionRoutes);
    await api.register(adminStatsRoutes, { stats });
    await api.register(platformAnalyticsRoutes, { analytics });
    await api.register(adminUsersRoutes, { users });
    await api.register(adminPlansRoutes, { plans: deps.plans, audit });
    await api.register(adminAnnouncementsRoutes, { announcements });
    await api.register(companySettingsRoutes, { company });
    await api.register(auditRoutes, { audit });
    await api.register(adminChainsRoutes, { unverifiable: deps.chains.unverifiable, audit });
    await api.register(adminAiRoutes, { ai });
  };
  return defineModule({ name: 'admin', routes });
}
