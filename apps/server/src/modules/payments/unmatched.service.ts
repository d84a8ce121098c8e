import { explorerTxUrl, type ChainRegistry } from '@incasso/shared/chains';
import { currencySymbol } from '@incasso/shared/currencies';
import type { PaymentRequest, UnmatchedTransfer } from '@incasso/shared/payments';
import type { Database } from '../../db/client.ts';
import type { UnmatchedTransferRow } from '../../db/schema/unmatched-transfers.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { WalletsService } from '../wallets/wallets.service.ts';
import { matchingRepository } from './matching.repository.ts';
import type { Matching } from './matching.service.ts';
import type { PaymentUpdate } from './payment-updates.ts';
import { shownAmount, type PaymentsPresenter } from './payments.presenter.ts';
import { unmatchedRepository as repo } from './unmatched.repository.ts';

export interface UnmatchedDeps {
  db: Database;
  registry: ChainRegistry;
  wallets: Pick<WalletsService, 'addresses'>;
  matching: Pick<Matching, 'credit'>;
  presenter: PaymentsPresenter;
  /** Called after the assignment committed. */
  announce(updates: PaymentUpdate[]): Promise<void>;
  now?: () => Date;
}

/** Transfers no request claimed, listed for the merchant whose address they reached. */
export function createUnmatchedService(deps: UnmatchedDeps) {
  const { db, registry } = deps;
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
  });

  return {
    async list(userId: string): Promise<UnmatchedTransfer[]> {
      return (await repo.list(db, await deps.wallets.addresses(userId))).map(present);
    },

    /**
     * Credits an unmatched transfer to the merchant's request by hand, as if it had matched:
     * the request moves on (a timed-out one to DETECTED, paid late) and the transfer leaves the
     * list. It must have reached the request's own address in the request's currency.
     */
    async assign(userId: string, paymentId: string, transferId: string): Promise<PaymentRequest> {
      // Read before the transaction: an embedded database has one connection, held by it.
      const addresses = await deps.wallets.addresses(userId);
      const { row, updates } = await db.transaction(async (tx) => {
        const payment = await matchingRepository.lockPayment(tx, paymentId);
        if (!payment || payment.userId !== userId) throw notFound('Payment request not found.');
        const transfer = await repo.find(tx, transferId);
        const mine = addresses.some(
          (w) => w.chain === transfer?.chain && w.address === transfer.toAddress,
        );
        if (!transfer || !mine) throw notFound('Transfer not found.');
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
          payment,
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
        const after = await matchingRepository.lockPayment(tx, paymentId);
        return { row: after ?? payment, updates: update ? [update] : [] };
      });
      await deps.announce(updates);
      return deps.presenter.present(row);
    },
  };
}

export type UnmatchedService = ReturnType<typeof createUnmatchedService>;
