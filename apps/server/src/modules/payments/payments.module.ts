import type { ChainRegistry } from '@incasso/shared/chains';
import { effectiveFeeBps } from '@incasso/shared/plans';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { PricesService } from '../prices/prices.service.ts';
import type { Realtime } from '../realtime/realtime.ts';
import { createTransactionsService } from '../transactions/transactions.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { WalletsService } from '../wallets/wallets.service.ts';
import { startExpirySweeper } from './expiry-sweeper.ts';
import { createMatching } from './matching.service.ts';
import { createPaymentAnnouncer } from './payment-announcer.ts';
import type { PaymentUpdate } from './payment-updates.ts';
import { createPaymentsPresenter } from './payments.presenter.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import {
  createPaymentsService,
  type MerchantDirectory,
  type PaymentsDeps,
} from './payments.service.ts';
import { registerPaymentSockets } from './payments.socket.ts';
import { createUnmatchedService } from './unmatched.service.ts';

export interface PaymentsModuleOptions {
  db: Database;
  registry: ChainRegistry;
  prices: PricesService;
  wallets: WalletsService;
  users: Pick<UsersRepository, 'findWithPlan'>;
  realtime: Realtime;
  notifications: Pick<NotificationsService, 'notify'>;
  config: Pick<Config, 'publicUrl' | 'paymentTtlMinutes' | 'role'>;
  log: FastifyBaseLogger;
  /** The chain watcher's hook for new requests (see PaymentsDeps). */
  onCreated?: PaymentsDeps['onCreated'];
}

function merchantDirectory(users: Pick<UsersRepository, 'findWithPlan'>): MerchantDirectory {
  return {
    async terms(userId) {
      const row = await users.findWithPlan(userId);
      if (!row) throw notFound('Profile not found');
      return {
        feeBps: effectiveFeeBps(row.planFeeBps, row.user.customFeeBps),
        toleranceBps: row.user.paymentToleranceBps,
      };
    },
    async displayName(userId) {
      return (await users.findWithPlan(userId))?.user.displayName.trim() || 'Merchant';
    },
  };
}

/**
 * Payment requests, their matching against the chain, the ledger of transactions, and the
 * live announcements, wired once per app. The chain watcher drives `matching` inside its own
 * transaction and hands the result to `announce` after committing.
 */
export function createPaymentsModule(options: PaymentsModuleOptions) {
  const { db, registry, realtime, log } = options;
  const repo = createPaymentsRepository(db);
  const transactions = createTransactionsService(db);
  const matching = createMatching({ db, ledger: transactions });
  const presenter = createPaymentsPresenter({ registry, publicUrl: options.config.publicUrl });
  const announce = createPaymentAnnouncer({
    emit: (paymentId, update) =>
      realtime.toPayment(paymentId).emit('payment:status_update', update),
    notify: (userId, key, params) => options.notifications.notify(userId, key, params),
    log,
  });
  const payments = createPaymentsService({
    repo,
    registry,
    prices: options.prices,
    wallets: options.wallets,
    merchants: merchantDirectory(options.users),
    presenter,
    ttlMinutes: options.config.paymentTtlMinutes,
    onCreated: options.onCreated,
  });
  const unmatched = createUnmatchedService({
    db,
    registry,
    wallets: options.wallets,
    matching,
    presenter,
    announce,
  });

  registerPaymentSockets({
    merchants: realtime.io.of('/'),
    payers: realtime.publicNamespace,
    findPayment: (id) => repo.find(id),
    log,
  });

  return {
    payments,
    unmatched,
    transactions,
    matching,
    announce,
    /**
     * Runs matching work in one database transaction and announces its updates once that has
     * committed: nothing is pushed that is not stored, and a rolled-back batch pushes nothing.
     */
    async transact(work: (tx: Database) => Promise<PaymentUpdate[]>): Promise<PaymentUpdate[]> {
      const updates = await db.transaction(work);
      await announce(updates);
      return updates;
    },
    /** Times out overdue requests in the processes that do background work (role all/worker). */
    startBackgroundWork() {
      if (options.config.role === 'web') return { stop: async () => undefined };
      return startExpirySweeper({ matching, announce, log });
    },
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
