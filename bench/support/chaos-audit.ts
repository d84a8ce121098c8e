import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { notifications } from '../../apps/server/src/db/schema/notifications.ts';
import { payments, paymentTransfers } from '../../apps/server/src/db/schema/payments.ts';
import { recurringPeriods } from '../../apps/server/src/db/schema/recurring.ts';
import { transactions } from '../../apps/server/src/db/schema/transactions.ts';
import { CHAINS } from '@incasso/shared/chains';
import { creationToleranceMs } from '../../apps/server/src/modules/payments/matching/transfer-time.ts';
import type { Address, Hash } from 'viem';
import { CHAOS_CHAIN, type ChaosWorld } from './chaos-world.ts';

/** What a trial did, as its driver saw it (only answered calls count as done). */
export interface TrialRecord {
  userId: string;
  /**
   * Requests created (answered 201) and then paid on the chain, exactly; `txHash` the last
   * transfer sent (a reorg that drops one makes the payer send it again).
   */
  paid: { id: string; orderId: string; txHash: Hash; address: Address; amount: bigint }[];
  /** Invoices whose send was answered, each to its own customer address. */
  invoicesSent: { id: string; email: string }[];
  scheduleEmail: string;
  scheduleId: string | undefined;
  restartFailures: number;
  /** Chain reorganisations made during the trial. */
  reorgs: number;
  /** The webhook receiver's count before the trial: later entries are this trial's. */
  receivedFrom: number;
}

export const FAILURE_CLASSES = [
  'lostPayments',
  'duplicatePayments',
  'staleCredits',
  'falseConfirmations',
  'lostLedgerRows',
  'duplicateLedgerRows',
  'lostNotifications',
  'duplicateNotifications',
  'lostWebhooks',
  'duplicateWebhooks',
  'lostEmails',
  'duplicateEmails',
  'duplicatePeriods',
  'restartFailures',
  // Not the server's: the test chain stopped serving a block below its head (a watcher stalls
  // there, as it must, rather than skip what the block may hold).
  'brokenChain',
] as const;
export type FailureClass = (typeof FAILURE_CLASSES)[number];

export type TrialCounts = Record<FailureClass, number> & {
  paid: number;
  invoices: number;
  reorgs: number;
  /** The same webhook (same webhook-id) delivered again: allowed (at least once), counted. */
  redeliveredWebhooks: number;
  /** The same email (same Message-ID) delivered again: allowed (at least once), counted. */
  redeliveredEmails: number;
  /** One line per lost or duplicated item, to find it in the server's data. */
  notes: string[];
};

/**
 * The server's own bound (decision note 052): a transfer mined longer than this before a
 * request was made could not have been meant for it.
 */
const CLOCK_TOLERANCE_MS = creationToleranceMs(CHAINS[CHAOS_CHAIN].blockTimeMs);

/** Counts each failure class once the trial's server has stopped for good. */
export async function auditTrial(
  handle: DatabaseHandle,
  record: TrialRecord,
  world: ChaosWorld,
): Promise<TrialCounts> {
  const { db } = handle;
  const requests = await db.select().from(payments).where(eq(payments.userId, record.userId));
  const byId = new Map(requests.map((row) => [row.id, row]));
  const ids = requests.map((row) => row.id);
  const transfers =
    ids.length === 0
      ? []
      : await db.select().from(paymentTransfers).where(inArray(paymentTransfers.paymentId, ids));
  const ledger =
    ids.length === 0
      ? []
      : await db
          .select({ paymentId: transactions.paymentId })
          .from(transactions)
          .where(inArray(transactions.paymentId, ids));
  const confirmedNotices = await db
    .select({ params: notifications.params })
    .from(notifications)
    .where(
      and(eq(notifications.userId, record.userId), eq(notifications.key, 'payments.confirmed')),
    );
  const periods = record.scheduleId
    ? await db
        .select({ id: recurringPeriods.id })
        .from(recurringPeriods)
        .where(eq(recurringPeriods.scheduleId, record.scheduleId))
    : [];

  const count = <T>(items: T[], key: (item: T) => string) => {
    const counts = new Map<string, number>();
    for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
    return counts;
  };
  const creditsPerTransfer = count(transfers, (t) => `${t.txHash}:${t.logIndex}`);
  const transfersPerPayment = count(transfers, (t) => t.paymentId);
  const ledgerPerPayment = count(ledger, (row) => row.paymentId ?? '');
  const noticesPerReference = count(confirmedNotices, (row) =>
    String((row.params as Record<string, unknown>).reference ?? ''),
  );
  const revertedNotices = await db
    .select({ params: notifications.params })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, record.userId),
        eq(notifications.key, 'payments.confirmationReverted'),
      ),
    );
  const revertsPerReference = count(revertedNotices, (row) =>
    String((row.params as Record<string, unknown>).reference ?? ''),
  );
  const trialHooks = world.receiver.received
    .slice(record.receivedFrom)
    .filter((hook) => byId.has(hook.paymentId));
  const hookIdsOf = (type: string) => {
    const idsPerPayment = new Map<string, Set<string>>();
    for (const hook of trialHooks.filter((hook) => hook.type === type)) {
      const seen = idsPerPayment.get(hook.paymentId) ?? new Set<string>();
      seen.add(hook.id);
      idsPerPayment.set(hook.paymentId, seen);
    }
    return idsPerPayment;
  };
  const hooks = trialHooks.filter((hook) => hook.type === 'payment.confirmed');
  const hookIdsPerPayment = hookIdsOf('payment.confirmed');
  // A confirmation a reorg took back is told (payment.confirmation_reverted) and the request is
  // confirmed again: one confirmation more than it had reverts is the right count.
  const revertIdsPerPayment = hookIdsOf('payment.confirmation_reverted');
  // An email is its Message-ID (the outbox job's id): sent again with the same one after a
  // crash between the SMTP server's answer and the job's completion, it is one email a mail
  // client shows once (at least once, as webhooks); a second Message-ID is a duplicate.
  const mailTo = (email: string) => world.smtp.messages.filter((m) => m.to.includes(email));
  const mailsTo = (email: string) =>
    new Set(mailTo(email).map((m) => m.headers['message-id'] ?? m.body)).size;
  const mailedAddresses = [
    ...record.invoicesSent.map((invoice) => invoice.email),
    record.scheduleEmail,
  ];

  const staleNotes: string[] = [];
  for (const transfer of transfers) {
    if (transfer.assignedByHand) continue;
    const request = byId.get(transfer.paymentId);
    const minedAt = await world.blockTime(transfer.blockNumber);
    if (request && minedAt + CLOCK_TOLERANCE_MS < request.createdAt.getTime()) {
      staleNotes.push(
        `stale credit: request ${request.id} made ${request.createdAt.getTime() - minedAt} ms after ${transfer.txHash}`,
      );
    }
  }
  const staleCredits = staleNotes.length;

  // CONFIRMED only on blocks the chain still has: after a reorg the credit must have moved to
  // the block that mined the transfer again.
  const falseNotes: string[] = [];
  for (const request of requests.filter((row) => row.status === 'CONFIRMED')) {
    const credits = transfers.filter((t) => t.paymentId === request.id);
    if (credits.length === 0) falseNotes.push(`false confirmation: ${request.id} has no transfer`);
    for (const credit of credits) {
      const canonical = await world.blockHash(credit.blockNumber);
      if (canonical !== credit.blockHash) {
        falseNotes.push(
          `false confirmation: ${request.id} credited from block ${credit.blockNumber} ${credit.blockHash}, the chain has ${canonical}`,
        );
      }
    }
  }

  const missingBlocks = await world.missingBlocks();
  const confirmed = requests.filter((row) => row.status === 'CONFIRMED');
  const notes = [
    ...missingBlocks.map(
      (height) => `the test chain does not serve block ${height} below its head (anvil)`,
    ),
    ...record.paid
      .filter((paid) => byId.get(paid.id)?.status !== 'CONFIRMED')
      .map((paid) => `lost payment ${paid.id}: ${byId.get(paid.id)?.status ?? 'missing'}`),
    ...staleNotes,
    ...falseNotes,
    ...record.invoicesSent
      .filter((invoice) => mailsTo(invoice.email) !== 1)
      .map((invoice) => `invoice ${invoice.id}: ${mailsTo(invoice.email)} emails`),
    ...(mailsTo(record.scheduleEmail) !== periods.length
      ? [`schedule: ${periods.length} periods, ${mailsTo(record.scheduleEmail)} emails`]
      : []),
  ];
  const counts: TrialCounts = {
    paid: record.paid.length,
    invoices: record.invoicesSent.length,
    reorgs: record.reorgs,
    lostPayments: record.paid.filter((paid) => byId.get(paid.id)?.status !== 'CONFIRMED').length,
    duplicatePayments:
      [...creditsPerTransfer.values()].filter((n) => n > 1).length +
      record.paid.filter((paid) => (transfersPerPayment.get(paid.id) ?? 0) > 1).length,
    staleCredits,
    falseConfirmations: falseNotes.length,
    lostLedgerRows: confirmed.filter((row) => !ledgerPerPayment.has(row.id)).length,
    duplicateLedgerRows: [...ledgerPerPayment.values()].filter((n) => n > 1).length,
    lostNotifications: confirmed.filter((row) => !noticesPerReference.has(row.orderId ?? ''))
      .length,
    duplicateNotifications: [...noticesPerReference].filter(
      ([reference, n]) => n > 1 + (revertsPerReference.get(reference) ?? 0),
    ).length,
    lostWebhooks: confirmed.filter((row) => !hookIdsPerPayment.has(row.id)).length,
    duplicateWebhooks: [...hookIdsPerPayment].filter(
      ([paymentId, ids]) => ids.size > 1 + (revertIdsPerPayment.get(paymentId)?.size ?? 0),
    ).length,
    redeliveredWebhooks: hooks.length - new Set(hooks.map((hook) => hook.id)).size,
    redeliveredEmails: mailedAddresses.reduce(
      (sum, email) => sum + mailTo(email).length - mailsTo(email),
      0,
    ),
    lostEmails:
      record.invoicesSent.filter((invoice) => mailsTo(invoice.email) === 0).length +
      (periods.length > 0 && mailsTo(record.scheduleEmail) === 0 ? 1 : 0),
    duplicateEmails:
      record.invoicesSent.filter((invoice) => mailsTo(invoice.email) > 1).length +
      Math.max(0, mailsTo(record.scheduleEmail) - periods.length),
    duplicatePeriods: Math.max(0, periods.length - 1),
    restartFailures: record.restartFailures,
    brokenChain: missingBlocks.length,
    notes,
  };
  return counts;
}
