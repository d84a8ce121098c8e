import type { MailSender } from '#server/modules/mail/mail.module.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.module.ts';
import type {
  PayerChoiceRequests,
  PaymentDescriber,
} from '#server/modules/payments/payments.module.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.module.ts';
import { defineModule, type ModuleContext } from '../app-module.ts';
import { createRecurringNotices } from './recurring-notices.ts';
import { createRecurringRepository } from './recurring.repository.ts';
import { recurringRoutes } from './recurring.routes.ts';
import { createRecurringRuns, type RecurringRunsDeps } from './recurring-runs.ts';
import { recurringJobs } from './recurring.jobs.ts';
import { recurringListeners } from './recurring.listeners.ts';
import { createRecurringService } from './recurring.service.ts';

export interface RecurringDeps {
  /** Each period is a request whose payer picks the coin (payments module). */
  payments: Pick<PayerChoiceRequests, 'ensureRequest' | 'get'>;
  wallets: Pick<WalletsService, 'findOwned'>;
  notifications: Pick<NotificationsService, 'notify'>;
  mail: MailSender;
  /** The name the payer knows the merchant by (accounts module). */
  merchantName(userId: string): Promise<string>;
  /** The merchant's plan and status: only Plus and Premium accounts keep asking. */
  standing: RecurringRunsDeps['standing'];
  /** Tests move time on; the system clock otherwise. */
  now?: () => Date;
}

/**
 * Recurring payments (decision note 044): schedules, the `recurring.run` sweep that opens each
 * due period as a payment request and emails the payer, reminders, missed periods.
 */
export function createRecurringModule(ctx: ModuleContext, deps: RecurringDeps) {
  const now = deps.now ?? (() => new Date());
  const repo = createRecurringRepository(ctx.db);
  const recurring = createRecurringService({
    repo,
    wallets: deps.wallets,
    registry: ctx.registry,
    now,
  });
  const notices = createRecurringNotices({
    mail: deps.mail,
    notifications: deps.notifications,
    merchantName: deps.merchantName,
    publicUrl: ctx.config.publicUrl,
  });
  const runs = createRecurringRuns({
    repo,
    payments: deps.payments,
    notices,
    standing: deps.standing,
    now,
    log: ctx.log,
  });
  return defineModule({
    name: 'recurring',
    /** The `recurring.run` sweep, as its job runs it (tests drive it with their clock). */
    runs,
    jobs: recurringJobs(runs),
    listeners: recurringListeners(runs),
    /** The pay page says which recurring payment a period's request is. */
    describePayment: (async ({ id, userId }) => {
      const description = await repo.descriptionOfPayment(userId, id);
      return description ? { purpose: { kind: 'recurring', description } } : null;
    }) satisfies PaymentDescriber,
    routes: async (api) => {
      await api.register(recurringRoutes, { recurring });
    },
  });
}

export type RecurringModule = ReturnType<typeof createRecurringModule>;
