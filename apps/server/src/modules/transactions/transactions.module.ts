import { defineModule, type ModuleContext } from '../app-module.ts';
import { createRevenueService } from './revenue.service.ts';
import { createTransactionsLedger } from './transactions-ledger.service.ts';
import { transactionsListeners } from './transactions.listeners.ts';
import { transactionsRoutes } from './transactions.routes.ts';
import { createTransactionsRepository } from './transactions.repository.ts';
import { createTransactionsService } from './transactions.service.ts';

// What other modules may use (decision note 065): the narrow services and their types.
export type { RevenueBucket, RevenueService } from './revenue.service.ts';
export type { LedgerPayment } from './transactions-ledger.service.ts';
export type { TransactionsService } from './transactions.service.ts';

/**
 * The merchant's ledger: recorded by the payments module inside its transactions (`ledger`),
 * with its copy of the request and of a till sale's cart; read and exported here.
 */
export function createTransactionsModule(
  ctx: ModuleContext,
  deps: { timeZoneOf(userId: string): Promise<string | null> },
) {
  const repo = createTransactionsRepository(ctx.db);
  const ledger = createTransactionsLedger(repo, ctx.events);
  const transactions = createTransactionsService({
    db: ctx.db,
    repo,
    registry: ctx.registry,
    publicUrl: ctx.config.publicUrl,
  });
  return defineModule({
    name: 'transactions',
    ledger,
    listeners: transactionsListeners(ctx.realtime),
    transactions,
    /** The till copies a sale's cart onto its ledger row once the sale is recorded (pos module). */
    attachLineItems: repo.attachLineItems,
    /** Sums for the dashboard's revenue trend (stats module). */
    revenue: createRevenueService(ctx.db),
    routes: async (api) => {
      await api.register(transactionsRoutes, { transactions, timeZoneOf: deps.timeZoneOf });
    },
  });
}

export type TransactionsModule = ReturnType<typeof createTransactionsModule>;
