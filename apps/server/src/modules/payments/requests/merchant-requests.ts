import type { ChainRegistry } from '@incasso/shared/chains';
import { cryptoAmountForFiat } from '@incasso/shared/money';
import { countingTimeZone } from '@incasso/shared/time-zone';
import {
  AWAITING_COIN_LIST_MAX,
  type AwaitingCoinList,
  type AwaitingCoinRequest,
  type CreatePayment,
  type PaymentList,
  type PaymentRequest,
  type PaymentSource,
} from '@incasso/shared/payments';
import type { Database } from '#server/db/client.ts';
import type { PaymentRow } from '#server/db/schema/payments.ts';
import { isPriced, priced } from './priced.ts';
import { notFound } from '#server/lib/app-error.ts';
import { dayIn, startOfDayIn } from '#server/lib/calendar-days.ts';
import { decodeCursor, pageOf } from '#server/lib/page-cursor.ts';
import type { PricesService } from '#server/modules/prices/prices.module.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.module.ts';
import type { PaymentsPresenter } from '../presentation/payments.presenter.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import {
  amountTooSmall,
  noCompatibleWallet,
  walletNotFound,
  type MerchantDirectory,
  type RequestStore,
} from './request-store.ts';

/** What the point of sale adds to a request (decision note 045). */
export interface SaleOptions {
  source: PaymentSource;
  /** Writes the sale's lines in the request's own transaction: both are stored, or neither. */
  withinInsert(tx: Database, row: PaymentRow): Promise<void>;
}

export interface MerchantRequestsDeps {
  repo: PaymentsRepository;
  store: RequestStore;
  registry: ChainRegistry;
  prices: PricesService;
  wallets: Pick<WalletsService, 'findOwned'>;
  merchants: MerchantDirectory;
  presenter: PaymentsPresenter;
  /** Called once a request is stored: its address is watched and its expiry scheduled. */
  onCreated?(request: PaymentRow): Promise<void>;
  /** Cancels the user's request in a transaction and announces it (see Matching.cancel). */
  cancel(userId: string, id: string): Promise<unknown>;
  /** The merchant's time zone (accounts module), whose calendar a member's "today" follows. */
  timeZoneOf(userId: string): Promise<string | null>;
  now(): Date;
}

/**
 * The merchant's own requests (the dashboard, the till, the assistant): priced in the coin the
 * merchant picked, at the rate of the moment. Requests whose payer picks the coin join the
 * merchant's views once they are priced.
 */
export function createMerchantRequests(deps: MerchantRequestsDeps) {
  const { repo, registry, presenter, store } = deps;

  /** Where the merchant's day started: midnight in its zone (UTC while it has none). */
  async function startOfToday(userId: string): Promise<Date> {
    const zone = countingTimeZone(await deps.timeZoneOf(userId));
    return startOfDayIn(dayIn(deps.now(), zone), zone);
  }

  async function get(userId: string, id: string): Promise<PaymentRequest> {
    const row = await repo.findOwned(userId, id);
    // The dashboard shows priced requests; an API request joins them once its payer picks a coin.
    if (!row || !isPriced(row)) throw notFound('Payment request not found.');
    return presenter.present(row);
  }

  return {
    async create(
      userId: string,
      input: CreatePayment,
      sale?: SaleOptions,
      /** The member making it (their email), recorded with the request. */
      createdBy?: string,
    ): Promise<PaymentRequest> {
      const wallet = await deps.wallets.findOwned(userId, input.walletId);
      if (!wallet) throw walletNotFound();
      const chain = registry[wallet.chain];
      const asset = chain.assets[input.currency];
      if (!asset || !wallet.acceptedCurrencyIds.includes(input.currency))
        throw noCompatibleWallet();

      const quote = await deps.prices.getPrice(wallet.chain, input.currency, input.fiatCurrency);
      const { baseUnits } = cryptoAmountForFiat(input.fiatCents, quote.rate, asset.decimals);
      if (baseUnits === 0n) throw amountTooSmall();
      const terms = await deps.merchants.paymentTerms(userId);
      const row = await store.insertWithUniqueAmount(
        {
          userId,
          walletId: wallet.id,
          chain: wallet.chain,
          address: wallet.address,
          currency: input.currency,
          decimals: asset.decimals,
          amountBaseUnits: baseUnits,
          fiatCents: input.fiatCents,
          fiatCurrency: input.fiatCurrency,
          rate: quote.rate,
          rateSource: quote.source,
          ...store.commonTerms(terms, chain.confirmations, input),
          source: sale?.source ?? 'request',
          createdBy: createdBy ?? null,
        },
        sale?.withinInsert,
      );
      await deps.onCreated?.(row);
      return presenter.present(priced(row));
    },

    get,

    /** The merchant's newest priced request of `source` made since `since`, if any. */
    async latestOfSource(
      userId: string,
      source: PaymentSource,
      since: Date,
    ): Promise<PaymentRequest | undefined> {
      const row = await repo.latestOfSource(userId, source, since);
      return row && isPriced(row) ? presenter.present(row) : undefined;
    },

    /** Cancels an unpaid request, priced or still waiting for its payer's coin. */
    async cancel(userId: string, id: string): Promise<PaymentRequest | AwaitingCoinRequest> {
      if (!(await repo.findOwned(userId, id))) throw notFound('Payment request not found.');
      await deps.cancel(userId, id);
      const row = await repo.findOwned(userId, id);
      if (!row) throw notFound('Payment request not found.');
      return isPriced(row) ? presenter.present(row) : presenter.presentAwaitingCoin(row);
    },

    /**
     * The open requests whose payer has not picked a coin yet (the public API's, invoices' and
     * recurring periods' links): the list leaves them out until they are priced.
     */
    async awaitingCoin(userId: string): Promise<AwaitingCoinList> {
      const rows = await repo.listAwaitingCoin(userId, AWAITING_COIN_LIST_MAX);
      return { items: rows.map(presenter.presentAwaitingCoin) };
    },

    /**
     * `ownToday`: only what that member made today, the merchant's calendar day in its time
     * zone (a cashier's narrow view), not the last 24 hours.
     */
    async list(
      userId: string,
      query: { scope: 'all' | 'open'; cursor?: string; limit: number },
      ownToday?: string,
    ): Promise<PaymentList> {
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const own =
        ownToday === undefined
          ? undefined
          : { createdBy: ownToday, since: await startOfToday(userId) };
      const rows = await repo.list(
        userId,
        {
          openOnly: query.scope === 'open',
          pricedOnly: true,
          cursor,
          ...(own && { createdBy: own.createdBy, createdFrom: own.since }),
        },
        query.limit,
      );
      const page = pageOf(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }));
      return {
        items: page.items.map((row) => presenter.present(priced(row))),
        nextCursor: page.nextCursor,
      };
    },
  };
}

export type MerchantRequests = ReturnType<typeof createMerchantRequests>;
