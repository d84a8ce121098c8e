import type { ChainId, ChainRegistry } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import { getAddress } from 'viem';
import type { Database } from '#server/db/client.ts';
import type { PricedPaymentRow } from '#server/db/schema/payments.ts';
import { matchingRepository as repo } from './matching.repository.ts';
import { creditChanges } from './payment-credit.ts';
import { chooseRequest } from './payment-state.ts';
import { changePayment, type Ledger, type PaymentUpdate } from './payment-updates.ts';
import { earliestMinedAt, latestPayableCreation } from './transfer-time.ts';

/** A transfer to a watched address as the chain layer finds it (its `Transfer` fits). */
export interface IncomingTransfer {
  currency: CurrencyId;
  to: string;
  from: string;
  /** Base units of the currency on this chain. */
  amount: bigint;
  txHash: string;
  /** null for a native-coin transfer. */
  logIndex: number | null;
  blockNumber: number;
  blockHash: string;
}

export interface BlockContext {
  /** The chain head the batch was scanned against: confirmations count up to it. */
  head: number;
  now?: Date;
  /**
   * When the transfers' blocks were made: a transfer pays only requests that existed then, and
   * "paid late" is judged by it. A block missing here is taken to be as old as the latest known
   * block before it; with none, its transfers are kept unmatched (decision note 052).
   */
  blockTimes: ReadonlyMap<number, Date>;
}

/** Native transfers have no log; -1 keeps (chain, txHash, logIndex) one key for both kinds. */
export const NATIVE_LOG_INDEX = -1;

/** Who held an address on a chain (the wallets module): unmatched transfers are theirs. */
export interface AddressBook {
  holderOf(
    chain: ChainId,
    address: string,
    tx: Database,
  ): Promise<{ id: string; userId: string } | undefined>;
}

/** Crediting transfers to requests: matched ones from the chain, and by hand. */
export function createTransferMatching(
  ledger: Ledger,
  addressBook: AddressBook,
  registry: ChainRegistry,
) {
  async function credit(
    tx: Database,
    payment: PricedPaymentRow,
    transfer: IncomingTransfer & { chain: ChainId },
    options: { at: Date; head: number | null; byHand: boolean },
  ): Promise<PaymentUpdate | null> {
    const inserted = await repo.insertCredit(tx, {
      paymentId: payment.id,
      chain: transfer.chain,
      txHash: transfer.txHash,
      logIndex: transfer.logIndex ?? NATIVE_LOG_INDEX,
      blockNumber: transfer.blockNumber,
      blockHash: transfer.blockHash,
      fromAddress: getAddress(transfer.from),
      amountBaseUnits: transfer.amount,
      assignedByHand: options.byHand,
    });
    if (!inserted) return null;
    const changes = creditChanges(payment, transfer, options);
    return changePayment(tx, ledger, payment, changes, {
      at: options.at,
      txHash: transfer.txHash,
      blockNumber: transfer.blockNumber,
    });
  }

  async function applyTransfer(
    tx: Database,
    chain: ChainId,
    transfer: IncomingTransfer,
    context: BlockContext,
  ): Promise<PaymentUpdate | null> {
    const logIndex = transfer.logIndex ?? NATIVE_LOG_INDEX;
    if (await repo.isKnown(tx, chain, transfer.txHash, logIndex)) return null;
    const now = context.now ?? new Date();
    const minedAt = earliestMinedAt(context.blockTimes, transfer.blockNumber, now);
    const at = minedAt ?? now;
    const address = getAddress(transfer.to);
    const targets = { chain, address, currency: transfer.currency };
    const latestCreation = minedAt && latestPayableCreation(minedAt, registry[chain].blockTimeMs);
    const open = latestCreation ? await repo.lockOpenRequests(tx, targets, at) : [];
    const chosen =
      latestCreation &&
      chooseRequest(
        transfer.amount,
        open.map((row) => ({
          id: row.id,
          status: row.status,
          createdAt: row.createdAt,
          expected: row.amountBaseUnits,
          paid: row.paidBaseUnits,
          toleranceBps: row.toleranceBps,
          row,
        })),
        latestCreation,
      );
    if (!chosen) {
      const holder = await addressBook.holderOf(chain, address, tx);
      const cancelled =
        latestCreation &&
        (await repo.cancelledRequestFor(tx, targets, transfer.amount, at, latestCreation));
      await repo.insertUnmatched(tx, {
        userId: holder?.userId ?? cancelled?.userId ?? null,
        walletId: holder?.id ?? null,
        cancelledPaymentId: cancelled?.id ?? null,
        chain,
        toAddress: address,
        fromAddress: getAddress(transfer.from),
        currency: transfer.currency,
        amountBaseUnits: transfer.amount,
        txHash: transfer.txHash,
        logIndex,
        blockNumber: transfer.blockNumber,
        blockHash: transfer.blockHash,
        receivedAt: at,
      });
      return null;
    }
    return credit(
      tx,
      chosen.row,
      { ...transfer, chain },
      { at, head: context.head, byHand: false },
    );
  }

  return { credit, applyTransfer };
}
