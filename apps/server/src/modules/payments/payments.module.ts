import type { ChainId } from '@incasso/shared/chains';
import type { Database } from '#server/db/client.ts';
import type { PaymentRow } from '#server/db/schema/payments.ts';
import type { PricesService } from '#server/modules/prices/prices.service.ts';
import type { Ledger } from './matching/payment-updates.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.service.ts';
import { defineModule, type ModuleContext } from '../app-module.ts';
import { registerExpiryJobs, scheduleExpiry } from './expiry/expiry-jobs.ts';
import { createPaymentHistoryRepository } from './history/payment-history.repository.ts';
import { pushPaymentEvents } from './live/live-status.ts';
import { paymentUpdateEvents } from './live/payment-events.ts';
import { registerPaymentSockets } from './live/payments.socket.ts';
import { createMatching } from './matching/matching.service.ts';
import type { PaymentUpdate } from './matching/payment-updates.ts';
import { createPaymentsPresenter } from './requests/payments.presenter.ts';
import { createPaymentsRepository } from './requests/payments.repository.ts';
import { paymentsRoutes } from './requests/payments.routes.ts';
import { createPaymentsService, type MerchantDirectory } from './requests/payments.service.ts';
import { paymentSettingsRoutes } from './settings/payment-settings.routes.ts';
import { emailConfirmationReversals, type ReversalEmailDeps } from './reversals/reversal-email.ts';
import { createUnmatchedService } from './unmatched/unmatched.service.ts';

export interface PaymentsDeps {
  wallets: Pick<WalletsService, 'findOwned' | 'holderOf'>;
  prices: PricesService;
  /** The merchant's account (accounts module): terms for new requests, payment tolerance. */
  merchants: MerchantDirectory & {
    getPaymentTolerance(userId: string): Promise<number>;
    setPaymentTolerance(userId: string, bps: number): Promise<void>;
  };
  ledger: Ledger;
  /** The chain watcher starts watching a new request's address (chain module, built later). */
  watch(request: Pick<PaymentRow, 'chain' | 'address'>): Promise<void>;
  mail: ReversalEmailDeps['mail'];
  contact: ReversalEmailDeps['contact'];
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

  const payments = createPaymentsService({
    repo,
    registry,
    prices: deps.prices,
    wallets: deps.wallets,
    merchants: deps.merchants,
    presenter,
    ttlMinutes: config.paymentTtlMinutes,
    transaction: events.transaction,
    async onCreated(request) {
      await deps.watch(request);
      await scheduleExpiry(jobs, request);
    },
    cancel: (userId, id) => transact((tx) => matching.cancel(tx, userId, id)),
  });
  const unmatched = createUnmatchedService({
    db,
    registry,
    matching,
    presenter,
    transaction: events.transaction,
  });

  registerExpiryJobs(jobs, (paymentId) => expireDue(new Date(), paymentId));
  pushPaymentEvents(events, realtime);
  emailConfirmationReversals(events, {
    mail: deps.mail,
    contact: deps.contact,
    registry,
    publicUrl: config.publicUrl,
  });
  registerPaymentSockets({
    merchants: realtime.io.of('/'),
    payers: realtime.publicNamespace,
    findPayment: (id) => repo.find(id),
    log: ctx.log,
    maxWatchesPerSocket: realtime.limits.maxWatchesPerSocket,
  });

  return defineModule({
    name: 'payments',
    payments,
    unmatched,
    matching,
    transact,
    /** Times out what is overdue now (the `payments.expire` job's work). */
    expireDue,
    countOpenForWallet: repo.countOpenForWallet,
    countOpen: repo.countOpen,
    /** A merchant's requests created since a date, as statistics read them (insights module). */
    historySince: history.since,
    /** Who had requests lately, for the platform's anomaly analysis (admin module). */
    activeMerchantsSince: history.activeMerchantsSince,
    /** Another account took `address` over: `userId`'s unpaid requests on it are cancelled. */
    async releaseAddress(target: { userId: string; chain: ChainId; address: string }) {
      await transact((tx) => matching.cancelUnpaidOnAddress(tx, target));
    },
    routes: async (api) => {
      await api.register(paymentsRoutes, { payments, unmatched });
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
