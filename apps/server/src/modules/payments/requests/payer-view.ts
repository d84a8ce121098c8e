import type { ChainRegistry } from '@incasso/shared/chains';
import { currencySymbol, type CurrencyId } from '@incasso/shared/currencies';
import { cryptoAmountForFiat } from '@incasso/shared/money';
import type { PayableCurrency, PublicPayment } from '@incasso/shared/payments';
import type { PaymentRow } from '#server/db/schema/payments.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { PricesService } from '#server/modules/prices/prices.module.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.module.ts';
import type { PaymentsPresenter } from '../presentation/payments.presenter.ts';
import { describePayment, type PaymentDescriber } from './payment-purpose.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import {
  amountTooSmall,
  currencyLocked,
  isRequestId,
  type MerchantDirectory,
  type RequestStore,
} from './request-store.ts';

/** Only a payer-choice request's payer picks its coin, and only while nothing has been paid. */
export function payerMayChooseCurrency(row: PaymentRow, at: Date): boolean {
  return (
    row.currencyChosenBy === 'payer' &&
    row.status === 'PENDING' &&
    row.paidBaseUnits === 0n &&
    row.expiresAt > at
  );
}

export interface PayerViewDeps {
  repo: PaymentsRepository;
  store: RequestStore;
  registry: ChainRegistry;
  prices: PricesService;
  wallets: Pick<WalletsService, 'findOwned'>;
  merchants: MerchantDirectory;
  presenter: PaymentsPresenter;
  /** The modules that make requests of their own (invoices, recurring, billing). */
  describers: () => readonly PaymentDescriber[];
  now: () => Date;
}

/**
 * Any request as its payer sees it on the pay page, by its unguessable id, with no merchant
 * data beyond the name; and the payer's coin for a request that lets them pick it.
 */
export function createPayerView(deps: PayerViewDeps) {
  const { repo, registry, presenter } = deps;

  /**
   * The coins the payer of an API request may pick: while nothing has been paid and the
   * request is pending and not expired. Empty for the merchant's own requests.
   */
  async function currencyChoices(row: PaymentRow): Promise<PayableCurrency[]> {
    if (!payerMayChooseCurrency(row, deps.now())) return [];
    const wallet = row.walletId
      ? await deps.wallets.findOwned(row.userId, row.walletId)
      : undefined;
    if (!wallet) return [];
    const assets = registry[row.chain].assets;
    return wallet.acceptedCurrencyIds
      .filter((id) => assets[id] !== undefined && (row.payerCurrencies?.includes(id) ?? true))
      .map((id) => ({ currency: id, symbol: currencySymbol(id) }));
  }

  async function getPublic(id: string): Promise<PublicPayment> {
    const row = isRequestId(id) ? await repo.find(id) : undefined;
    if (!row) throw notFound('Payment request not found.');
    const [{ displayName }, described] = await Promise.all([
      deps.merchants.paymentTerms(row.userId),
      describePayment(row, deps.describers()),
    ]);
    const payee = {
      merchantName: described?.payee ?? displayName,
      purpose: described?.purpose ?? null,
    };
    return presenter.presentPublic(row, payee, await currencyChoices(row));
  }

  return {
    getPublic,

    /** The payer's coin for an API request: fixes the rate and a unique amount on the address. */
    async chooseCurrency(id: string, currency: CurrencyId): Promise<PublicPayment> {
      const row = isRequestId(id) ? await repo.find(id) : undefined;
      if (!row) throw notFound('Payment request not found.');
      if (!payerMayChooseCurrency(row, deps.now())) throw currencyLocked();
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
        await deps.store.priceWithUniqueAmount(row, {
          currency,
          decimals: asset.decimals,
          baseUnits,
          rate: quote.rate,
          rateSource: quote.source,
        });
      }
      return getPublic(id);
    },
  };
}

export type PayerView = ReturnType<typeof createPayerView>;
