import { PLAN_IDS, type PlanId } from '@incasso/shared/plans';
import { USER_GROWTH_DAYS, type AdminStats } from '@incasso/shared/admin';
import type { ChainId } from '@incasso/shared/chains';
import type { FiatCurrency } from '@incasso/shared/money';
import type { QueueDepth } from '#server/jobs/jobs.ts';
import type {
  UnverifiableTransfer,
  ChainWatcherStatus,
} from '#server/modules/chain/chain.module.ts';
import { growthStart, userGrowthSeries } from './user-growth.ts';

type CentsPerCurrency = { currency: FiatCurrency; cents: number }[];

export interface AdminStatsDeps {
  accounts: {
    planCounts(): Promise<{ plan: PlanId; count: number }[]>;
    signupsPerDay(from: Date): Promise<{ day: string; count: number }[]>;
  };
  transactionVolume(): Promise<CentsPerCurrency>;
  planRevenue(): Promise<CentsPerCurrency>;
  countOpenRequests(): Promise<number>;
  chains: {
    ids: readonly ChainId[];
    status(chain: ChainId): ChainWatcherStatus;
    /** Open credits a deep reorg left for an operator, every chain's. */
    unverifiable(): Promise<UnverifiableTransfer[]>;
  };
  queueDepths(): Promise<QueueDepth[]>;
  now?: () => Date;
}

/**
 * The Dashboard's figures, all from real data (DESIGN section 14: subscription revenue too):
 * merchant accounts (administrators apart), volumes per currency, the watchers and the queues.
 */
export function createAdminStats(deps: AdminStatsDeps) {
  const now = deps.now ?? (() => new Date());
  return async function stats(): Promise<AdminStats> {
    const today = now();
    const [
      planCounts,
      signups,
      transactionVolume,
      subscriptionRevenue,
      openRequests,
      queues,
      unverifiable,
    ] = await Promise.all([
      deps.accounts.planCounts(),
      deps.accounts.signupsPerDay(growthStart(today, USER_GROWTH_DAYS)),
      deps.transactionVolume(),
      deps.planRevenue(),
      deps.countOpenRequests(),
      deps.queueDepths(),
      deps.chains.unverifiable(),
    ]);
    const countOf = (plan: PlanId) => planCounts.find((row) => row.plan === plan)?.count ?? 0;
    return {
      totalUsers: planCounts.reduce((sum, row) => sum + row.count, 0),
      premiumUsers: countOf('premium'),
      transactionVolume,
      userGrowth: userGrowthSeries(signups, today, USER_GROWTH_DAYS),
      planDistribution: PLAN_IDS.map((plan) => ({ plan, count: countOf(plan) })),
      subscriptionRevenue,
      openRequests,
      chains: deps.chains.ids.map((chain) => {
        const status = deps.chains.status(chain);
        return {
          chain,
          state: status.state,
          head: status.head,
          tip: status.tip,
          lag:
            status.head !== null && status.tip !== null
              ? Math.max(0, status.head - status.tip)
              : null,
          rpcHost: status.rpcHost,
          watched: status.watched,
          rpcUrls: status.rpcUrls,
          disagreements: status.disagreements.map((d) => ({ ...d, at: d.at.toISOString() })),
          unverifiable: unverifiable
            .filter((row) => row.chain === chain)
            .map((row) => ({
              id: row.id,
              paymentId: row.paymentId,
              txHash: row.txHash,
              blockNumber: row.blockNumber,
              foundAt: row.foundAt.toISOString(),
            })),
        };
      }),
      queues,
    };
  };
}

export type AdminStatsReader = ReturnType<typeof createAdminStats>;
