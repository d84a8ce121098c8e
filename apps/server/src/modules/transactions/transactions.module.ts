import { defineModule, type ModuleContext } from '../app-module.ts';
import { createRevenueService } from './revenue.service.ts';
import { transactionsRoutes } from './transactions.routes.ts';
import { createTransactionsService } from './transactions.service.ts';

/** The merchant's ledger, kept in step with payment requests inside their transactions. */
export function createTransactionsModule(ctx: ModuleContext) {
  const transactions = createTransactionsService(ctx.db, ctx.events);
  return defineModule({
    name: 'transactions',
    transactions,
    /** Sums for the dashboard's revenue trend (stats module). */
    revenue: createRevenueService(ctx.db),
    routes: async (api) => {
      await api.register(transactionsRoutes, { transactions });
    },
  });
}

export type TransactionsModule = ReturnType<typeof createTransactionsModule>;
