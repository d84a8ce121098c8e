import type { ChainRegistry } from '@incasso/shared/chains';
import { currencySymbol, type CurrencyId } from '@incasso/shared/currencies';
import type { ApiPaymentListQuery, CreateApiPayment } from '@incasso/shared/developer';
import type { PaymentEventData } from '@incasso/shared/domain-events';
import type { PaymentStatus } from '@incasso/shared/events';
import { addSmallestShownUnit, cryptoAmountForFiat } from '@incasso/shared/money';
import {
  OPEN_ENDED_EXPIRES_AT,
  PAYMENT_MONITORING_WINDOW_MS,
  type CreatePayment,
  type PayableCurrency,
  type PaymentList,
  type PaymentRequest,
  type PaymentSource,
  type PublicPayment,
} from '@incasso/shared/payments';
import type { Database } from '#server/db/client.ts';
import {
  isPriced,
  priced,
  type NewPaymentRow,
  type PaymentRow,
  type PricedPaymentRow,
} from '#server/db/schema/payments.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { decodeCursor, pageOf } from '#server/lib/page-cursor.ts';
import type { DomainEvents } from '#server/events/domain-events.ts';
import type { PricesService } from '#server/modules/prices/prices.service.ts';
import {
  paymentCreatedEvent,
  paymentEventData,
  paymentUpdatedEvent,
} from '../live/payment-events.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.service.ts';
import type { PaymentsPresenter } from './payments.presenter.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/** What a request takes from its merchant's account when it is made (accounts module). */
export interface MerchantDirectory {
  /** The fee and tolerance, and the name the pay page shows ('Merchant' when none is set). */
  paymentTerms(
    userId: string,
  ): Promise<{ feeBps: number; toleranceBps: number; displayName: string }>;
}

export interface PaymentsDeps {
  repo: PaymentsRepository;
  registry: ChainRegistry;
  prices: PricesService;
  wallets: Pick<WalletsService, 'findOwned'>;
  merchants: MerchantDirectory;
  presenter: PaymentsPresenter;
  ttlMinutes: number;
  now?: () => Date;
  /** A transaction whose events are handed over once it committed. */
  transaction: DomainEvents['transaction'];
  /**
   * Called once a request is stored, before it is returned: the chain watcher watches its
   * address and its expiry is scheduled.
   */
  onCreated?(request: PaymentRow): Promise<void>;
  /** Cancels the user's request in a transaction and announces it (see Matching.cancel). */
  cancel(userId: string, id: string): Promise<unknown>;
}

/** What the point of sale adds to a request (decision note 045). */
export interface SaleOptions {
  source: PaymentSource;
  /** Writes the sale's lines in the request's own transaction: both are stored, or neither. */
  withinInsert(tx: Database, row: PaymentRow): Promise<void>;
}

/** What code inside the server may add to an API request (recurring periods). */
export interface PayerChoiceOptions {
  /** Only these of the wallet's coins are offered to the payer. */
  currencies?: CurrencyId[];
  /** A payment window other than the instance's request lifetime. */
  expiresAt?: Date;
  /**
   * No window at all: the request stays payable until it is paid or cancelled (an invoice's pay
   * link, whose due date is weeks away and which is payable after it too).
   */
  openEnded?: boolean;
}

// Each bump is one smallest shown unit; this many collisions on one address means something
// else is wrong, so the request fails instead of looping.
const MAX_AMOUNT_ATTEMPTS = 1_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const noCompatibleWallet = () =>
  new AppError(
    400,
    'noCompatibleWallet',
    'No compatible wallet or currency found to generate the payment.',
    {
      currency: 'noCompatibleWallet',
    },
  );

const walletNotFound = () =>
  new AppError(404, 'walletNotFound', 'Wallet not found or not yours.', {
    walletId: 'walletNotFound',
  });

const amountTooSmall = () =>
  new AppError(400, 'amountTooSmall', 'The amount is too small to be paid in this currency.', {
    fiatAmount: 'amountTooSmall',
  });

const currencyLocked = () =>
  new AppError(409, 'currencyLocked', 'The coin of this payment can no longer be changed.');

/** Only an API request's payer picks its coin, and only while nothing has been paid. */
export function payerMayChooseCurrency(row: PaymentRow, at: Date): boolean {
  return (
    row.currencyChosenBy === 'payer' &&
    row.status === 'PENDING' &&
    row.paidBaseUnits === 0n &&
    row.expiresAt > at
  );
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { repo, registry, presenter } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Inserts the request with the first amount from `baseUnits` up that no open request on the
   * address holds. The partial unique index decides: a concurrent creation that took the same
   * amount first makes this insert do nothing, and the next amount is tried.
   */
  async function insertWithUniqueAmount(
    values: NewPaymentRow & { currency: CurrencyId; decimals: number; amountBaseUnits: bigint },
    withinInsert?: SaleOptions['withinInsert'],
  ): Promise<PaymentRow> {
    const taken = new Set(await repo.reservedAmounts(values, values.amountBaseUnits));
    let amount = values.amountBaseUnits;
    for (let attempt = 0; attempt < MAX_AMOUNT_ATTEMPTS; attempt += 1) {
      while (taken.has(amount)) amount = addSmallestShownUnit(amount, values.decimals);
      const row = await deps.transaction(async (tx, raise) => {
        const inserted = await repo.insertIfAmountFree({ ...values, amountBaseUnits: amount }, tx);
        if (inserted) await withinInsert?.(tx, inserted);
        if (inserted) raise(paymentCreatedEvent(inserted));
        return inserted;
      });
      if (row) return row;
      taken.add(amount);
    }
    throw new AppError(
      503,
      'paymentBusy',
      'Too many open requests on this address. Please try again.',
    );
  }

  async function get(userId: string, id: string): Promise<PaymentRequest> {
    const row = await repo.findOwned(userId, id);
    // The dashboard shows priced requests; an API request joins them once its payer picks a coin.
    if (!row || !isPriced(row)) throw notFound('Payment request not found.');
    return presenter.present(row);
  }

  /** What every new request takes from its merchant, its chain and the clock. */
  function commonTerms(
    terms: { feeBps: number; toleranceBps: number },
    requiredConfirmations: number,
    input: { orderId?: string; redirectUrl?: string },
  ) {
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + deps.ttlMinutes * 60_000);
    return {
      feeBps: terms.feeBps,
      toleranceBps: terms.toleranceBps,
      requiredConfirmations,
      orderId: input.orderId ?? null,
      redirectUrl: input.redirectUrl ?? null,
      expiresAt,
      monitorUntil: new Date(expiresAt.getTime() + PAYMENT_MONITORING_WINDOW_MS),
      // Written here, in milliseconds, so page cursors (JS dates) compare exactly.
      createdAt,
      updatedAt: createdAt,
    };
  }

  /** The pay page's view of any request by its (unguessable) id. */
  async function getPublic(id: string): Promise<PublicPayment> {
    const row = UUID.test(id) ? await repo.find(id) : undefined;
    if (!row) throw notFound('Payment request not found.');
    const { displayName } = await deps.merchants.paymentTerms(row.userId);
    return presenter.presentPublic(row, displayName, await currencyChoices(row));
  }

  /** The merchant's wallet of the request, if it still exists. */
  async function walletOf(row: PaymentRow) {
    return row.walletId ? deps.wallets.findOwned(row.userId, row.walletId) : undefined;
  }

  /**
   * The coins the payer of an API request may pick: while nothing has been paid and the
   * request is pending and not expired. Empty for the merchant's own requests.
   */
  async function currencyChoices(row: PaymentRow): Promise<PayableCurrency[]> {
    if (!payerMayChooseCurrency(row, now())) return [];
    const wallet = await walletOf(row);
    if (!wallet) return [];
    const assets = registry[row.chain].assets;
    return wallet.acceptedCurrencyIds
      .filter((id) => assets[id] !== undefined && (row.payerCurrencies?.includes(id) ?? true))
      .map((id) => ({ currency: id, symbol: currencySymbol(id) }));
  }

  /** The first free amount from `baseUnits` up, for a request that changes its coin. */
  async function priceWithUniqueAmount(
    row: PaymentRow,
    price: {
      currency: CurrencyId;
      decimals: number;
      baseUnits: bigint;
      rate: string;
      rateSource: PricedPaymentRow['rateSource'];
    },
  ): Promise<PaymentRow> {
    const target = { chain: row.chain, address: row.address, currency: price.currency };
    const taken = new Set(await repo.reservedAmounts(target, price.baseUnits, row.id));
    let amount = price.baseUnits;
    for (let attempt = 0; attempt < MAX_AMOUNT_ATTEMPTS; attempt += 1) {
      while (taken.has(amount)) amount = addSmallestShownUnit(amount, price.decimals);
      try {
        return await deps.transaction(async (tx, raise) => {
          const changed = await repo.setPrice(tx, row.id, {
            currency: price.currency,
            decimals: price.decimals,
            amountBaseUnits: amount,
            rate: price.rate,
            rateSource: price.rateSource,
            updatedAt: now(),
          });
          if (!changed) throw currencyLocked();
          raise(paymentUpdatedEvent(changed));
          return changed;
        });
      } catch (error) {
        // A concurrent request took the amount first: the next one is tried.
        if (!isUniqueViolation(error)) throw error;
        taken.add(amount);
      }
    }
    throw new AppError(
      503,
      'paymentBusy',
      'Too many open requests on this address. Please try again.',
    );
  }

  async function fiatOnlyTerms(userId: string, walletId: string) {
    const wallet = UUID.test(walletId) ? await deps.wallets.findOwned(userId, walletId) : undefined;
    if (!wallet) throw walletNotFound();
    return { wallet, terms: await deps.merchants.paymentTerms(userId) };
  }

  return {
    async create(
      userId: string,
      input: CreatePayment,
      sale?: SaleOptions,
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
      const row = await insertWithUniqueAmount(
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
          ...commonTerms(terms, chain.confirmations, input),
          source: sale?.source ?? 'request',
        },
        sale?.withinInsert,
      );
      await deps.onCreated?.(row);
      return presenter.present(priced(row));
    },

    /**
     * A request of the public API: priced in fiat on a wallet; its payer picks the coin on the
     * pay page, which fixes the rate and the amount (chooseCurrency).
     */
    async createForApi(
      userId: string,
      input: CreateApiPayment,
      options: PayerChoiceOptions = {},
    ): Promise<PaymentEventData> {
      const { wallet, terms } = await fiatOnlyTerms(userId, input.walletId);
      const chain = registry[wallet.chain];
      const offered = wallet.acceptedCurrencyIds.filter(
        (id) => chain.assets[id] !== undefined && (options.currencies?.includes(id) ?? true),
      );
      if (offered.length === 0) throw noCompatibleWallet();
      const common = commonTerms(terms, chain.confirmations, input);
      const expiresAt = options.openEnded
        ? new Date(OPEN_ENDED_EXPIRES_AT)
        : (options.expiresAt ?? common.expiresAt);
      const row = await deps.transaction(async (tx, raise) => {
        const inserted = await repo.insertIfAmountFree(
          {
            userId,
            walletId: wallet.id,
            chain: wallet.chain,
            address: wallet.address,
            currencyChosenBy: 'payer',
            fiatCents: input.fiatCents,
            fiatCurrency: input.currency,
            payerCurrencies: options.currencies ?? null,
            ...common,
            expiresAt,
            monitorUntil: new Date(expiresAt.getTime() + PAYMENT_MONITORING_WINDOW_MS),
          },
          tx,
        );
        if (!inserted) throw new Error('a request without an amount cannot collide');
        raise(paymentCreatedEvent(inserted));
        return inserted;
      });
      await deps.onCreated?.(row);
      return paymentEventData(row, null);
    },

    /** The API's view of the merchant's request, priced or not. */
    async getForApi(userId: string, id: string): Promise<PaymentEventData> {
      const row = UUID.test(id) ? await repo.findOwned(userId, id) : undefined;
      if (!row) throw notFound('Payment request not found.');
      return paymentEventData(row, null);
    },

    async listForApi(
      userId: string,
      query: ApiPaymentListQuery,
    ): Promise<{ items: PaymentEventData[]; nextCursor: string | null }> {
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repo.list(
        userId,
        {
          openOnly: false,
          pricedOnly: false,
          cursor,
          status: query.status ? (query.status.toUpperCase() as PaymentStatus) : undefined,
          orderId: query.orderId,
          createdFrom: query.createdFrom ? new Date(query.createdFrom) : undefined,
          createdTo: query.createdTo ? new Date(query.createdTo) : undefined,
        },
        query.limit,
      );
      const page = pageOf(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }));
      return {
        items: page.items.map((row) => paymentEventData(row, null)),
        nextCursor: page.nextCursor,
      };
    },

    /** The payer's coin for an API request: fixes the rate and a unique amount on the address. */
    async chooseCurrency(id: string, currency: CurrencyId): Promise<PublicPayment> {
      const row = UUID.test(id) ? await repo.find(id) : undefined;
      if (!row) throw notFound('Payment request not found.');
      if (!payerMayChooseCurrency(row, now())) throw currencyLocked();
      const choices = await currencyChoices(row);
      const asset = registry[row.chain].assets[currency];
      if (!asset || !choices.some((choice) => choice.currency === currency)) {
        throw new AppError(400, 'currencyNotAccepted', 'This coin is not accepted here.', {
          currency: 'currencyNotAccepted',
        });
      }
      if (row.currency !== currency) {
        const quote = await deps.prices.getPrice(row.chain, currency, row.fiatCurrency);
        const { baseUnits } = cryptoAmountForFiat(row.fiatCents, quote.rate, asset.decimals);
        if (baseUnits === 0n) throw amountTooSmall();
        await priceWithUniqueAmount(row, {
          currency,
          decimals: asset.decimals,
          baseUnits,
          rate: quote.rate,
          rateSource: quote.source,
        });
      }
      return getPublic(id);
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

    /** Cancels a request of any kind, priced or still waiting for its payer's coin. */
    async cancelForApi(userId: string, id: string): Promise<void> {
      if (!UUID.test(id)) throw notFound('Payment request not found.');
      await deps.cancel(userId, id);
    },

    async cancel(userId: string, id: string): Promise<PaymentRequest> {
      await get(userId, id);
      await deps.cancel(userId, id);
      return get(userId, id);
    },

    async list(
      userId: string,
      query: { scope: 'all' | 'open'; cursor?: string; limit: number },
    ): Promise<PaymentList> {
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repo.list(
        userId,
        { openOnly: query.scope === 'open', pricedOnly: true, cursor },
        query.limit,
      );
      const page = pageOf(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }));
      return {
        items: page.items.map((row) => presenter.present(priced(row))),
        nextCursor: page.nextCursor,
      };
    },

    getPublic,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
