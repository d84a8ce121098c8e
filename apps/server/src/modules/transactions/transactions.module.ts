import { defineModule, type ModuleContext } from '../app-module.ts';
import { createRevenueService } from './revenue.service.ts';
import { createTransactionsLedger } from './transactions-ledger.service.ts';
import { transactionsRoutes } from './transactions.routes.ts';
import {
  createTransactionsService,
  type PaidRequests,
  type SaleLines,
} from './transactions.service.ts';

// What other modules may use (decision note 065): the narrow services and their types.
export type { RevenueBucket, RevenueService } from './revenue.service.ts';
export type { LedgerPayment } from './transactions-ledger.service.ts';
export type { TransactionsService } from './transactions.service.ts';

/**
 * The merchant's ledger: recorded by the payments module inside its transactions (`ledger`),
 * read and exported here; a transaction's request is the payments module's to show.
 */
export function createTransactionsModule(
  ctx: ModuleContext,
  deps: {
    requests: () => PaidRequests;
    saleLines: () => SaleLines;
    timeZoneOf(userId: string): Promise<string | null>;
  },
) {
  const ledger = createTransactionsLedger(ctx.events);
  const transactions = createTransactionsService({
    db: ctx.db,
    registry: ctx.registry,
    requests: deps.requests,
    saleLines: deps.saleLines,
  });
  return defineModule({
    name: 'transactions',
    ledger,
    transactions,
    /** Sums for the dashboard's revenue trend (stats module). */
    revenue: createRevenueService(ctx.db),
    routes: async (api) => {
      await api.register(transactionsRoutes, { transactions, timeZoneOf: deps.timeZoneOf });
    },
  });
}

export type TransactionsModule = ReturnType<typeof createTransactionsModule>;
