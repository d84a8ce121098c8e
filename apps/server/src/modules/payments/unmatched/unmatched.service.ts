import { explorerTxUrl, type ChainRegistry } from '@incasso/shared/chains';
import { currencySymbol } from '@incasso/shared/currencies';
import type { PaymentRequest, UnmatchedTransfer } from '@incasso/shared/payments';
import type { Database } from '#server/db/client.ts';
import type { DomainEvents } from '#server/events/domain-events.ts';
import { priced } from '../requests/priced.ts';
import type { UnmatchedTransferRow } from '#server/db/schema/unmatched-transfers.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { matchingRepository } from '../matching/matching.repository.ts';
import type { Matching } from '../matching/matching.service.ts';
import { latestPayableCreation } from '../matching/transfer-time.ts';
import { paymentUpdateEvents } from '../live/payment-events.ts';
import { shownAmount, type PaymentsPresenter } from '../presentation/payments.presenter.ts';
import { createUnmatchedRepository } from './unmatched.repository.ts';

export interface UnmatchedDeps {
  db: Database;
  registry: ChainRegistry;
  matching: Pick<Matching, 'credit'>;
  presenter: PaymentsPresenter;
  /** A transaction whose events are handed over once it committed. */
  transaction: DomainEvents['transaction'];
  now?: () => Date;
}

/** Transfers no request claimed, listed for the merchant whose wallet held the address then. */
export function createUnmatchedService(deps: UnmatchedDeps) {
  const { db, registry } = deps;
  const repo = createUnmatchedRepository(db);
  const now = deps.now ?? (() => new Date());

  const present = (row: UnmatchedTransferRow): UnmatchedTransfer => ({
    id: row.id,
    chain: row.chain,
    address: row.toAddress,
    from: row.fromAddress,
    currency: row.currency,
    symbol: currencySymbol(row.currency),
    amount: shownAmount(
      row.amountBaseUnits,
      registry[row.chain].assets[row.currency]?.decimals ?? 18,
    ),
    amountBaseUnits: row.amountBaseUnits.toString(),
    txHash: row.txHash,
    blockNumber: row.blockNumber,
    explorerTxUrl: explorerTxUrl(row.chain, row.txHash, registry),
    receivedAt: row.receivedAt.toISOString(),
    requestsCreatedBy: latestPayableCreation(
      row.receivedAt,
      registry[row.chain].blockTimeMs,
    ).toISOString(),
    cancelledPaymentId: row.cancelledPaymentId,
  });

  return {
    async list(userId: string): Promise<UnmatchedTransfer[]> {
      return (await repo.list(userId)).map(present);
    },

    /**
     * Credits an unmatched transfer to the merchant's request by hand, as if it had matched:
     * the request moves on (a timed-out one to DETECTED, paid late) and the transfer leaves the
     * list. It must have reached the request's own address in the request's currency.
     */
    async assign(userId: string, paymentId: string, transferId: string): Promise<PaymentRequest> {
      const row = await deps.transaction(async (tx, raise) => {
        const payment = await matchingRepository.lockPayment(tx, paymentId);
        if (!payment || payment.userId !== userId) throw notFound('Payment request not found.');
        const transfer = await repo.find(tx, transferId);
        // Only the account that held the address when it arrived may see or assign it.
        if (!transfer || transfer.userId !== userId) throw notFound('Transfer not found.');
        if (
          transfer.chain !== payment.chain ||
          transfer.toAddress !== payment.address ||
          transfer.currency !== payment.currency
        ) {
          throw new AppError(
            409,
            'transferMismatch',
            "This transfer was not sent to the request's address in the request's currency.",
          );
        }
        await repo.remove(tx, transfer.id);
        const update = await deps.matching.credit(
          tx,
          priced(payment),
          {
            chain: transfer.chain,
            currency: transfer.currency,
            to: transfer.toAddress,
            from: transfer.fromAddress,
            amount: transfer.amountBaseUnits,
            txHash: transfer.txHash,
            logIndex: transfer.logIndex,
            blockNumber: transfer.blockNumber,
            blockHash: transfer.blockHash,
          },
          { at: now(), head: null, byHand: true },
        );
        if (update) raise(...paymentUpdateEvents([update]));
        return (await matchingRepository.lockPayment(tx, paymentId)) ?? payment;
      });
      return deps.presenter.present(priced(row));
    },
  };
}

export type UnmatchedService = ReturnType<typeof createUnmatchedService>;
