import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import { INSIGHT_PERIODS } from '@incasso/shared/insights';
import type { PlanFeature } from '@incasso/shared/plans';
import { countingTimeZone } from '@incasso/shared/time-zone';
import {
  TRANSACTION_SEARCH_MAX,
  TransactionQuerySchema,
  TransactionSortSchema,
  TransactionStatusSchema,
} from '@incasso/shared/transactions';
import type { InsightsService } from '#server/modules/insights/insights.module.ts';
import type { MerchantRequests } from '#server/modules/payments/payments.module.ts';
import { addDays, startOfDayIn } from '#server/lib/calendar-days.ts';
import type {
  RevenueService,
  TransactionsService,
} from '#server/modules/transactions/transactions.module.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.module.ts';
import { compactInsights, compactTransaction, money } from './tool-outputs.ts';
import { refusalAsResult, ToolDaySchema, ToolLimitSchema, withPlainText } from './tool-input.ts';

/** The longest period the revenue tool sums at once. */
export const REVENUE_SPAN_DAYS_MAX = 366;

export interface ReadToolDependencies {
  transactions: Pick<TransactionsService, 'list'>;
  revenue: Pick<RevenueService, 'completedByBucket'>;
  insights: Pick<InsightsService, 'insights'>;
  payments: Pick<MerchantRequests, 'list'>;
  wallets: Pick<WalletsService, 'list'>;
  timeZoneOf(userId: string): Promise<string | null>;
}

const RevenueInputSchema = z
  .strictObject({ from: ToolDaySchema, to: ToolDaySchema })
  .refine(({ from, to }) => from <= to, { path: ['to'], message: 'invalidRange' })
  .refine(({ from, to }) => addDays(from, REVENUE_SPAN_DAYS_MAX - 1) >= to, {
    path: ['to'],
    message: 'rangeTooLong',
  });

/**
 * The tools that read: each runs as `userId`, captured here from the session, so no argument
 * the model writes can point one at another merchant's data.
 */
export function readTools(
  deps: ReadToolDependencies,
  userId: string,
  features: readonly PlanFeature[],
): ToolSet {
  const tools: ToolSet = {
    revenue: tool({
      description:
        "Completed revenue, platform fees and number of payments per fiat currency between two calendar days (both included) in the merchant's time zone.",
      inputSchema: RevenueInputSchema,
      execute: async ({ from, to }) => {
        const timeZone = countingTimeZone(await deps.timeZoneOf(userId));
        const bounds = [startOfDayIn(from, timeZone), startOfDayIn(addDays(to, 1), timeZone)];
        const sums = await deps.revenue.completedByBucket(userId, bounds);
        return {
          from,
          to,
          timeZone,
          revenue: sums.map((row) => ({
            revenue: money(row.revenueCents, row.fiatCurrency),
            fees: money(row.feeCents, row.fiatCurrency),
            payments: row.count,
          })),
        };
      },
    }),
    insights: tool({
      description:
        'Analytics over the last 7, 30 or 90 days against the period before: revenue, average ticket, conversion, time to confirm, a 7-day revenue forecast and anomalies.',
      inputSchema: z.strictObject({ days: z.literal(INSIGHT_PERIODS) }),
      execute: async ({ days }) => compactInsights(await deps.insights.insights(userId, days)),
    }),
    openRequests: tool({
      description:
        'Payment requests still waiting for or confirming a payment, newest first, with a flag telling whether there are more.',
      inputSchema: z.strictObject({ limit: ToolLimitSchema }),
      execute: async ({ limit }) => {
        const page = await deps.payments.list(userId, { scope: 'open', limit });
        return {
          requests: page.items.map((row) => ({
            id: row.id,
            status: row.status,
            amount: `${row.fiatAmount} ${row.fiatCurrency}`,
            toPay: `${row.amount} ${row.symbol}`,
            orderId: row.orderId,
            createdAt: row.createdAt,
            expiresAt: row.expiresAt,
          })),
          more: page.nextCursor !== null,
        };
      },
    }),
    listWallets: tool({
      description: "The merchant's receiving wallets: id, name, chain and accepted coins.",
      inputSchema: z.strictObject({}),
      execute: async () => ({
        wallets: (await deps.wallets.list(userId)).map((wallet) => ({
          id: wallet.id,
          name: wallet.name,
          chain: wallet.chainId,
          coins: wallet.acceptedCurrencyIds,
        })),
      }),
    }),
  };
  if (features.includes('transactions')) {
    tools.listTransactions = tool({
      description:
        'Transactions of the ledger, filtered by days (both included), status or a search (part of a transaction hash, order id or payer address), newest first unless sorted otherwise.',
      inputSchema: withPlainText(
        z.strictObject({
          from: ToolDaySchema.optional(),
          to: ToolDaySchema.optional(),
          status: TransactionStatusSchema.optional(),
          search: z.string().trim().max(TRANSACTION_SEARCH_MAX).optional(),
          sort: TransactionSortSchema.optional(),
          limit: ToolLimitSchema,
        }),
      ),
      execute: ({ search, ...filters }) =>
        refusalAsResult(async () => {
          const query = TransactionQuerySchema.safeParse({ ...filters, q: search });
          if (!query.success) return { error: 'invalidInput', message: query.error.message };
          const page = await deps.transactions.list(userId, query.data);
          return {
            transactions: page.items.map(compactTransaction),
            more: page.nextCursor !== null,
          };
        }),
    });
  }
  return tools;
}
