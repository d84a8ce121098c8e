import type { CurrencyId } from '@incasso/shared/currencies';
import { addSmallestShownUnit } from '@incasso/shared/money';
import { PAYMENT_MONITORING_WINDOW_MS } from '@incasso/shared/payments';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import type { NewPaymentRow, PaymentRow, PricedPaymentRow } from '#server/db/schema/payments.ts';
import type { DomainEvents } from '#server/events/domain-events.ts';
import { AppError } from '#server/lib/app-error.ts';
import { paymentCreatedEvent, paymentUpdatedEvent } from '../live/payment-events.ts';
import type { PaymentsRepository } from './payments.repository.ts';

// What every audience of payment requests shares: the id check, the errors, the terms a new
// request takes, and the writes that keep one open amount per address (DESIGN section 6).

// Each bump is one smallest shown unit; this many collisions on one address means something
// else is wrong, so the request fails instead of looping.
const MAX_AMOUNT_ATTEMPTS = 1_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: anything but a UUID is a request that does not exist. */
export const isRequestId = (id: string) => UUID.test(id);

/** What a request takes from its merchant's account when it is made (accounts module). */
export interface MerchantDirectory {
  /** The fee and tolerance, and the name the pay page shows ('Merchant' when none is set). */
  paymentTerms(
    userId: string,
  ): Promise<{ feeBps: number; toleranceBps: number; displayName: string }>;
}

export const noCompatibleWallet = () =>
  new AppError(
    400,
    'noCompatibleWallet',
    'No compatible wallet or currency found to generate the payment.',
    {
      currency: 'noCompatibleWallet',
    },
  );

export const walletNotFound = () =>
  new AppError(404, 'walletNotFound', 'Wallet not found or not yours.', {
    walletId: 'walletNotFound',
  });

export const amountTooSmall = () =>
  new AppError(400, 'amountTooSmall', 'The amount is too small to be paid in this currency.', {
    fiatAmount: 'amountTooSmall',
  });

export const currencyLocked = () =>
  new AppError(409, 'currencyLocked', 'The coin of this payment can no longer be changed.');

const paymentBusy = () =>
  new AppError(503, 'paymentBusy', 'Too many open requests on this address. Please try again.');

export interface RequestStoreDeps {
  repo: PaymentsRepository;
  ttlMinutes: number;
  now: () => Date;
  /** A transaction whose events are handed over once it committed. */
  transaction: DomainEvents['transaction'];
}

export function createRequestStore(deps: RequestStoreDeps) {
  const { repo, now } = deps;
  return {
    /** What every new request takes from its merchant, its chain and the clock. */
    commonTerms(
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
    },

    /**
     * Inserts the request with the first amount from `baseUnits` up that no open request on the
     * address holds. The partial unique index decides: a concurrent creation that took the same
     * amount first makes this insert do nothing, and the next amount is tried.
     */
    async insertWithUniqueAmount(
      values: NewPaymentRow & { currency: CurrencyId; decimals: number; amountBaseUnits: bigint },
      withinInsert?: (tx: Database, row: PaymentRow) => Promise<void>,
    ): Promise<PaymentRow> {
      const taken = new Set(await repo.reservedAmounts(values, values.amountBaseUnits));
      let amount = values.amountBaseUnits;
      for (let attempt = 0; attempt < MAX_AMOUNT_ATTEMPTS; attempt += 1) {
        while (taken.has(amount)) amount = addSmallestShownUnit(amount, values.decimals);
        const row = await deps.transaction(async (tx, raise) => {
          const inserted = await repo.insertIfAmountFree(
            { ...values, amountBaseUnits: amount },
            tx,
          );
          if (inserted) await withinInsert?.(tx, inserted);
          if (inserted) raise(paymentCreatedEvent(inserted));
          return inserted;
        });
        if (row) return row;
        taken.add(amount);
      }
      throw paymentBusy();
    },

    /** Inserts a request without an amount yet: its payer picks the coin later. */
    insertWithoutAmount(values: NewPaymentRow): Promise<PaymentRow> {
      return deps.transaction(async (tx, raise) => {
        const inserted = await repo.insertIfAmountFree(values, tx);
        if (!inserted) throw new Error('a request without an amount cannot collide');
        raise(paymentCreatedEvent(inserted));
        return inserted;
      });
    },

    /** The first free amount from `baseUnits` up, for a request that changes its coin. */
    async priceWithUniqueAmount(
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
      throw paymentBusy();
    },
  };
}

export type RequestStore = ReturnType<typeof createRequestStore>;
