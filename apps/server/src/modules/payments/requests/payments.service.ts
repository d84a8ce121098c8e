import type { ChainRegistry } from '@incasso/shared/chains';
import { addSmallestShownUnit, cryptoAmountForFiat } from '@incasso/shared/money';
import {
  PAYMENT_MONITORING_WINDOW_MS,
  type CreatePayment,
  type PaymentList,
  type PaymentRequest,
  type PublicPayment,
} from '@incasso/shared/payments';
import type { NewPaymentRow, PaymentRow } from '#server/db/schema/payments.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { decodeCursor, pageOf } from '#server/lib/page-cursor.ts';
import type { DomainEvents } from '#server/events/domain-events.ts';
import type { PricesService } from '#server/modules/prices/prices.service.ts';
import { paymentCreatedEvent } from '../live/payment-events.ts';
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

export function createPaymentsService(deps: PaymentsDeps) {
  const { repo, registry, presenter } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Inserts the request with the first amount from `baseUnits` up that no open request on the
   * address holds. The partial unique index decides: a concurrent creation that took the same
   * amount first makes this insert do nothing, and the next amount is tried.
   */
  async function insertWithUniqueAmount(
    values: NewPaymentRow & { amountBaseUnits: bigint },
  ): Promise<PaymentRow> {
    const taken = new Set(await repo.reservedAmounts(values, values.amountBaseUnits));
    let amount = values.amountBaseUnits;
    for (let attempt = 0; attempt < MAX_AMOUNT_ATTEMPTS; attempt += 1) {
      while (taken.has(amount)) amount = addSmallestShownUnit(amount, values.decimals);
      const row = await deps.transaction(async (tx, raise) => {
        const inserted = await repo.insertIfAmountFree({ ...values, amountBaseUnits: amount }, tx);
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
    if (!row) throw notFound('Payment request not found.');
    return presenter.present(row);
  }

  return {
    async create(userId: string, input: CreatePayment): Promise<PaymentRequest> {
      const wallet = await deps.wallets.findOwned(userId, input.walletId);
      if (!wallet) {
        throw new AppError(404, 'walletNotFound', 'Wallet not found.', {
          walletId: 'walletNotFound',
        });
      }
      const chain = registry[wallet.chain];
      const asset = chain.assets[input.currency];
      if (!asset || !wallet.acceptedCurrencyIds.includes(input.currency))
        throw noCompatibleWallet();

      const quote = await deps.prices.getPrice(wallet.chain, input.currency, input.fiatCurrency);
      const { baseUnits } = cryptoAmountForFiat(input.fiatCents, quote.rate, asset.decimals);
      if (baseUnits === 0n) {
        throw new AppError(
          400,
          'amountTooSmall',
          'The amount is too small to be paid in this currency.',
          {
            fiatAmount: 'amountTooSmall',
          },
        );
      }
      const terms = await deps.merchants.paymentTerms(userId);
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + deps.ttlMinutes * 60_000);
      const row = await insertWithUniqueAmount({
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
        feeBps: terms.feeBps,
        toleranceBps: terms.toleranceBps,
        requiredConfirmations: chain.confirmations,
        orderId: input.orderId ?? null,
        redirectUrl: input.redirectUrl ?? null,
        expiresAt,
        monitorUntil: new Date(expiresAt.getTime() + PAYMENT_MONITORING_WINDOW_MS),
        // Written here, in milliseconds, so page cursors (JS dates) compare exactly.
        createdAt,
        updatedAt: createdAt,
      });
      await deps.onCreated?.(row);
      return presenter.present(row);
    },

    get,

    async cancel(userId: string, id: string): Promise<PaymentRequest> {
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
        { openOnly: query.scope === 'open', cursor },
        query.limit,
      );
      const page = pageOf(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }));
      return { items: page.items.map(presenter.present), nextCursor: page.nextCursor };
    },

    /** The pay page's view of any request by its (unguessable) id. */
    async getPublic(id: string): Promise<PublicPayment> {
      const row = UUID.test(id) ? await repo.find(id) : undefined;
      if (!row) throw notFound('Payment request not found.');
      const { displayName } = await deps.merchants.paymentTerms(row.userId);
      return presenter.presentPublic(row, displayName);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
