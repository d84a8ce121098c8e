import type { FeeBalance } from '@incasso/shared/billing';
import { FIAT_CURRENCIES, type FiatCurrency } from '@incasso/shared/money';
import type { BillingRepository } from '../billing.repository.ts';

/** The fees the transactions module's ledger accrued for the merchant (never its table). */
export interface FeeLedger {
  feeTotals(userId: string): Promise<{ fiatCurrency: FiatCurrency; feeCents: number }[]>;
}

/**
 * SPEC's feeBalance: Incasso never holds the merchant's money, so the platform fee of each
 * Completed transaction is owed, per fiat currency, until a fee charge paid to the platform
 * settles it. Only currencies with fees or payments appear.
 */
export function createFeeBalance(deps: {
  ledger: FeeLedger;
  repo: Pick<BillingRepository, 'settledFees'>;
}) {
  return {
    async balances(userId: string): Promise<FeeBalance[]> {
      const [accrued, settled] = await Promise.all([
        deps.ledger.feeTotals(userId),
        deps.repo.settledFees(userId),
      ]);
      return FIAT_CURRENCIES.flatMap((currency) => {
        const accruedCents = accrued.find((row) => row.fiatCurrency === currency)?.feeCents ?? 0;
        const settledCents = settled.find((row) => row.currency === currency)?.cents ?? 0;
        if (accruedCents === 0 && settledCents === 0) return [];
        return [
          { currency, accruedCents, settledCents, balanceCents: accruedCents - settledCents },
        ];
      });
    },
  };
}

export type FeeBalanceService = ReturnType<typeof createFeeBalance>;
