import type { AdminUnverifiableResolution } from '@incasso/shared/admin';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { PaymentsModule } from '#server/modules/payments/payments.module.ts';
import {
  createUnverifiableRepository,
  type UnverifiableTransfer,
} from './unverifiable.repository.ts';

/**
 * The confirmed payments a deep reorg left for an operator (decision note 055): listed for the
 * admin panel and readiness, and resolved one by one.
 */
export function createUnverifiableService(deps: {
  db: Database;
  payments: Pick<PaymentsModule, 'matching' | 'transact'>;
}) {
  const repo = createUnverifiableRepository(deps.db);
  return {
    open: repo.open,
    openCounts: repo.openCounts,

    /**
     * Keeps the transfer (the operator found it on the chain) or undoes it (they did not: it
     * is taken back from the payment as a reorg would), with `alsoIn` (the audit row) in the
     * same transaction, whose payment updates are announced after it commits.
     */
    async resolve(
      id: string,
      resolution: AdminUnverifiableResolution,
      alsoIn: (tx: Database, row: UnverifiableTransfer) => Promise<void>,
      now = new Date(),
    ): Promise<void> {
      await deps.payments.transact(async (tx) => {
        const inTx = createUnverifiableRepository(tx);
        const row = await inTx.find(id);
        if (!row) throw notFound('No such payment to check.');
        if (row.resolvedAt) {
          throw new AppError(409, 'alreadyResolved', 'This payment has already been resolved.');
        }
        const updates =
          resolution === 'undone'
            ? await deps.payments.matching.checks.withdrawTransfers(tx, row.chain, [row], now)
            : [];
        await inTx.resolve(id, resolution, now);
        await alsoIn(tx, row);
        return updates;
      });
    },
  };
}

export type UnverifiableService = ReturnType<typeof createUnverifiableService>;
