import type { ChainRegistry } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { ApiPaymentListQuery, CreateApiPayment } from '@incasso/shared/developer';
import type { PaymentEventData } from '@incasso/shared/domain-events';
import type { PaymentStatus } from '@incasso/shared/events';
import {
  OPEN_ENDED_EXPIRES_AT,
  PAYMENT_MONITORING_WINDOW_MS,
  type PaymentHolder,
} from '@incasso/shared/payments';
import type { PaymentRow } from '#server/db/schema/payments.ts';
import { notFound } from '#server/lib/app-error.ts';
import { decodeCursor, pageOf } from '#server/lib/page-cursor.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.module.ts';
import { paymentEventData } from '../live/payment-events.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import {
  isRequestId,
  noCompatibleWallet,
  walletNotFound,
  type MerchantDirectory,
  type RequestStore,
} from './request-store.ts';

/** What code inside the server may add to such a request (recurring periods, invoices). */
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
  /** What owns the request: it lives as long as that does, and only its owner cancels it. */
  heldFor?: PaymentHolder;
}

/** A request that timed out or was cancelled can no longer be paid: its link is dead. */
export const isPayable = (status: PaymentStatus) =>
  status !== 'TIMED_OUT' && status !== 'CANCELLED';

export interface PayerChoiceRequestsDeps {
  repo: PaymentsRepository;
  store: RequestStore;
  registry: ChainRegistry;
  wallets: Pick<WalletsService, 'findOwned'>;
  merchants: MerchantDirectory;
  /** Called once a request is stored: its address is watched and its expiry scheduled. */
  onCreated?(request: PaymentRow): Promise<void>;
  /** Cancels the user's request in a transaction and announces it (see Matching.cancel). */
  cancel(userId: string, id: string, holder?: PaymentHolder): Promise<unknown>;
}

/**
 * Requests priced in fiat whose payer picks the coin on the pay page (decision note 039): the
 * public API's, and those the server makes for others (invoices, recurring periods, plan
 * charges). They are seen as their domain events carry them, priced or not.
 */
export function createPayerChoiceRequests(deps: PayerChoiceRequestsDeps) {
  const { repo, registry, store } = deps;

  async function create(
    userId: string,
    input: CreateApiPayment,
    options: PayerChoiceOptions = {},
  ): Promise<PaymentEventData> {
    const wallet = isRequestId(input.walletId)
      ? await deps.wallets.findOwned(userId, input.walletId)
      : undefined;
    if (!wallet) throw walletNotFound();
    const terms = await deps.merchants.paymentTerms(userId);
    const chain = registry[wallet.chain];
    const offered = wallet.acceptedCurrencyIds.filter(
      (id) => chain.assets[id] !== undefined && (options.currencies?.includes(id) ?? true),
    );
    if (offered.length === 0) throw noCompatibleWallet();
    const common = store.commonTerms(terms, chain.confirmations, input);
    const expiresAt = options.openEnded
      ? new Date(OPEN_ENDED_EXPIRES_AT)
      : (options.expiresAt ?? common.expiresAt);
    const row = await store.insertWithoutAmount({
      userId,
      walletId: wallet.id,
      chain: wallet.chain,
      address: wallet.address,
      currencyChosenBy: 'payer',
      fiatCents: input.fiatCents,
      fiatCurrency: input.currency,
      payerCurrencies: options.currencies ?? null,
      heldFor: options.heldFor ?? null,
      ...common,
      expiresAt,
      monitorUntil: new Date(expiresAt.getTime() + PAYMENT_MONITORING_WINDOW_MS),
    });
    await deps.onCreated?.(row);
    return paymentEventData(row, null);
  }

  async function list(
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
  }

  return {
    create,
    list,

    /** The merchant's request, priced or not. */
    async get(userId: string, id: string): Promise<PaymentEventData> {
      const row = isRequestId(id) ? await repo.findOwned(userId, id) : undefined;
      if (!row) throw notFound('Payment request not found.');
      return paymentEventData(row, null);
    },

    /**
     * Cancels a request, priced or still waiting for its payer's coin. One held for something
     * (an invoice's pay link) is cancelled only by its holder, saying so: never through the API.
     */
    async cancel(userId: string, id: string, holder?: PaymentHolder): Promise<void> {
      if (!isRequestId(id)) throw notFound('Payment request not found.');
      await deps.cancel(userId, id, holder);
    },

    /**
     * The newest request with `input.orderId` that can still be paid, or a new one: a caller
     * whose order id names what the request is for (an invoice, a recurring period) makes at
     * most one live request for it, even when it stopped after creating one and before
     * recording it.
     */
    async ensureRequest(
      userId: string,
      input: CreateApiPayment & { orderId: string },
      options: PayerChoiceOptions = {},
    ): Promise<PaymentEventData> {
      const [made] = (await list(userId, { orderId: input.orderId, limit: 1 })).items;
      if (made && isPayable(made.status)) return made;
      return create(userId, input, options);
    },
  };
}

export type PayerChoiceRequests = ReturnType<typeof createPayerChoiceRequests>;
