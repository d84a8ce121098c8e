import { isOpenEnded, type PaymentHolder } from '@incasso/shared/payments';
import type { Database } from '#server/db/client.ts';
import type { PaymentRow } from '#server/db/schema/payments.ts';
import type { PricesService } from '#server/modules/prices/prices.module.ts';
import type { Ledger } from './matching/payment-updates.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.module.ts';
import { defineModule, type ModuleContext } from '../app-module.ts';
import { scheduleExpiry } from './expiry/expiry-jobs.ts';
import { createInsightQuartersFold } from './history/insight-quarters.repository.ts';
import { createInsightSumsRepository } from './history/insight-sums.repository.ts';
import { createPaymentHistoryRepository } from './history/payment-history.repository.ts';
import { paymentUpdateEvents } from './live/payment-events.ts';
import { registerPaymentSockets } from './live/payments.socket.ts';
import { createMatching } from './matching/matching.service.ts';
import type { PaymentUpdate } from './matching/payment-updates.ts';
import { createPaymentsPresenter } from './presentation/payments.presenter.ts';
import { createPaymentsRepository } from './requests/payments.repository.ts';
import { paymentsRoutes } from './requests/payments.routes.ts';
import { createMerchantRequests } from './requests/merchant-requests.ts';
import { createPayerChoiceRequests } from './requests/payer-choice-requests.ts';
import { createPayerView } from './requests/payer-view.ts';
import type { PaymentDescriber } from './requests/payment-purpose.ts';
import { createRequestStore, type MerchantDirectory } from './requests/request-store.ts';
import { paymentSettingsRoutes } from './settings/payment-settings.routes.ts';
import { unmatchedRoutes } from './unmatched/unmatched.routes.ts';
import type { ReversalEmailDeps } from './reversals/reversal-email.ts';
import { paymentsJobs } from './payments.jobs.ts';
import { paymentsListeners } from './payments.listeners.ts';
import { createUnmatchedService } from './unmatched/unmatched.service.ts';
import { createRefundWatch } from './refunds/refund-watch.ts';
import { refundsRoutes } from './refunds/refunds.routes.ts';
import { createRefundsService } from './refunds/refunds.service.ts';

// The narrow service types other modules are given, so they import this file alone.
export type { DescribedPayment, PaymentDescriber } from './requests/payment-purpose.ts';
export type { PaymentRow } from '#server/db/schema/payments.ts';
export {
  type AuditCandidate,
  type CreditToCheck,
  type TransferKey,
  transferKey,
} from './matching/chain-checks.repository.ts';
export type { Matching } from './matching/matching.service.ts';
export type { PaymentUpdate } from './matching/payment-updates.ts';
export type { WatchEntry, WatchList } from './matching/watch-list.repository.ts';
export type { MerchantRequests, SaleOptions } from './requests/merchant-requests.ts';
export {
  isPayable,
  type PayerChoiceOptions,
  type PayerChoiceRequests,
} from './requests/payer-choice-requests.ts';
export type { PayerView } from './requests/payer-view.ts';
export type { MerchantDirectory } from './requests/request-store.ts';
export { payUrl, walletLinkOf } from './presentation/payment-links.ts';
export { refundPairKey, type OutgoingTransfer, type RefundWatch } from './refunds/refund-watch.ts';
export type { RefundsService } from './refunds/refunds.service.ts';

export interface PaymentsDeps {
  wallets: Pick<WalletsService, 'findOwned' | 'holderOf' | 'refuseRemovalWhile'>;
  prices: PricesService;
  /** The merchant's account (accounts module): terms for new requests, payment tolerance. */
  merchants: MerchantDirectory & {
    getPaymentTolerance(userId: string): Promise<number>;
    setPaymentTolerance(userId: string, bps: number): Promise<void>;
  };
  /** The merchant's time zone (accounts module): a cashier's "today" is its calendar day. */
  timeZoneOf(userId: string): Promise<string | null>;
  /** The clock a member's "today" is read by (tests move it). */
  clock?: () => Date;
  ledger: Ledger;
  mail: ReversalEmailDeps['mail'];
  contact: ReversalEmailDeps['contact'];
  audience: ReversalEmailDeps['audience'];
}

/**
 * Payment requests: their creation, matching against the chain, the ledger kept in step, the
 * unmatched transfers, expiry, and the live status. The chain watcher drives `matching`
 * through `transact`; every change is stored with its domain events, which push it live.
 */
export function createPaymentsModule(ctx: ModuleContext, deps: PaymentsDeps) {
  const { db, events, jobs, realtime, registry, config } = ctx;
  const repo = createPaymentsRepository(db);
  const matching = createMatching({
    db,
    ledger: deps.ledger,
    addressBook: deps.wallets,
    registry,
  });
  const history = createPaymentHistoryRepository(db);
  const presenter = createPaymentsPresenter({ registry, publicUrl: config.publicUrl });

  /**
   * Runs matching work in one database transaction with the events of its updates: nothing is
   * pushed that is not stored, and a rolled-back batch pushes nothing.
   */
  function transact(work: (tx: Database) => Promise<PaymentUpdate[]>): Promise<PaymentUpdate[]> {
    return events.transaction(async (tx, raise) => {
      const updates = await work(tx);
      raise(...paymentUpdateEvents(updates));
      return updates;
    });
  }
  const expireDue = (now = new Date(), paymentId?: string) =>
    transact((tx) => matching.expireDue(tx, now, paymentId));

  const now = () => new Date();
  // A wallet stays while a request on it may still be paid.
  deps.wallets.refuseRemovalWhile(
    async (walletId) => (await repo.countOpenForWallet(walletId)) > 0,
  );
  const store = createRequestStore({
    repo,
    ttlMinutes: config.paymentTtlMinutes,
    now,
    transaction: events.transaction,
  });
  /**
   * A new request's expiry is scheduled (none for an open-ended one); the chain module watches
   * its address on `payment.created`.
   */
  async function onCreated(request: PaymentRow) {
    if (!isOpenEnded(request.expiresAt)) await scheduleExpiry(jobs, request);
  }
  const cancel = (userId: string, id: string, holder?: PaymentHolder) =>
    transact((tx) => matching.cancel(tx, userId, id, holder));
  const common = { repo, store, registry, wallets: deps.wallets, merchants: deps.merchants };
  const payments = createMerchantRequests({
    ...common,
    prices: deps.prices,
    presenter,
    onCreated,
    cancel,
    timeZoneOf: deps.timeZoneOf,
    now: deps.clock ?? now,
  });
  const payerChoice = createPayerChoiceRequests({ ...common, onCreated, cancel });
  /** The pay page's view, told what the other modules' requests are for by their describers. */
  const payerView = (describers: readonly PaymentDescriber[]) =>
    createPayerView({ ...common, prices: deps.prices, presenter, describers, now });
  const unmatched = createUnmatchedService({
    db,
    registry,
    matching,
    presenter,
    transaction: events.transaction,
  });

  const refunds = createRefundsService({ db, events, registry });
  const refundWatch = createRefundWatch({ db, events, ledger: deps.ledger, registry });

  registerPaymentSockets({
    merchants: realtime.io.of('/'),
    payers: realtime.publicNamespace,
    findPayment: (id) => repo.find(id),
    log: ctx.log,
    maxWatchesPerSocket: realtime.limits.maxWatchesPerSocket,
  });

  return defineModule({
    name: 'payments',
    jobs: paymentsJobs(
      (paymentId) => expireDue(new Date(), paymentId),
      createInsightQuartersFold(db),
    ),
    listeners: paymentsListeners({
      realtime,
      metrics: ctx.metrics,
      releaseAddress: (target) => transact((tx) => matching.cancelUnpaidOnAddress(tx, target)),
      reversalEmail: {
        mail: deps.mail,
        contact: deps.contact,
        audience: deps.audience,
        registry,
        publicUrl: config.publicUrl,
      },
    }),
    /** The merchant's own requests (dashboard, till, assistant). */
    payments,
    /** Requests priced in fiat whose payer picks the coin (public API, invoices, recurring, billing). */
    payerChoice,
    /** Any request as its payer sees it on the pay page (pay-page module). */
    payerView,
    unmatched,
    matching,
    transact,
    /** Refunds as the merchant and the public API ask for them (decision note 099). */
    refunds,
    /** Refunds as the chain watcher records them, in its own transactions. */
    refundWatch,
    /** Times out what is overdue now (the `payments.expire` job's work). */
    expireDue,
    countOpen: repo.countOpen,
    /** The sums a merchant's insights are computed from (insights module, decision note 086). */
    insightSums: createInsightSumsRepository(db),
    /** Who had requests lately, for the platform's anomaly analysis (admin module). */
    activeMerchantsSince: history.activeMerchantsSince,
    routes: async (api) => {
      await api.register(paymentsRoutes, { payments });
      await api.register(unmatchedRoutes, { unmatched });
      await api.register(refundsRoutes, { refunds });
      await api.register(paymentSettingsRoutes, {
        tolerance: {
          get: deps.merchants.getPaymentTolerance,
          set: deps.merchants.setPaymentTolerance,
        },
      });
    },
  });
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
