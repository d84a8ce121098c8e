import type { MailSender } from '#server/modules/mail/mail.module.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.module.ts';
import type {
  PayerChoiceRequests,
  PaymentDescriber,
} from '#server/modules/payments/payments.module.ts';
import type { PlansService } from '#server/modules/plans/plans.module.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.module.ts';
import { billingJobs } from './billing.jobs.ts';
import { billingListeners } from './billing.listeners.ts';
import { defineModule, type ModuleContext } from '../app-module.ts';
import { createBillingRepository } from './billing.repository.ts';
import { billingRoutes } from './billing.routes.ts';
import { createBillingService, type BillingAccounts } from './billing.service.ts';
import { createCheckout } from './checkout/checkout.service.ts';
import { createFeeBalance, type FeeLedger } from './fees/fee-balance.ts';
import { createPlatformSettingsRepository } from './platform/platform-settings.repository.ts';
import { createPlatformSettings } from './platform/platform-settings.service.ts';
import { createBillingNotices } from './renewals/billing-notices.ts';
import { createRenewals } from './renewals/renewals.ts';
import { createSubscriptions } from './subscriptions/subscriptions.service.ts';

// What other modules may use (decision note 065): the narrow services and their types.
export type { PlatformSettings } from './platform/platform-settings.service.ts';

export interface BillingDeps {
  /** The merchant's plan, fee, contact (accounts module). */
  accounts: BillingAccounts & {
    setPlan(userId: string, planId: Parameters<PlansService['find']>[0]): Promise<void>;
  };
  plans: Pick<PlansService, 'find' | 'price'>;
  /** The platform's payment requests are made like API requests (payments module). */
  payments: Pick<PayerChoiceRequests, 'create'>;
  wallets: Pick<WalletsService, 'findOwned'>;
  /** The fees of completed transactions (transactions module). */
  ledger: FeeLedger;
  notifications: Pick<NotificationsService, 'notify'>;
  mail: MailSender;
  /** The merchant's owner, who hears of its plan (accounts module). */
  audience(merchantId: string): Promise<readonly string[]>;
  /** Tests move time on; the system clock otherwise. */
  now?: () => Date;
}

/**
 * Plans and billing (decision note 042): checkouts paid to the platform's own wallets through
 * the payments module, activation on `payment.confirmed`, the `plans.renew` job (reminders,
 * grace, back to Free), the fee balance, and receipts.
 */
export function createBillingModule(ctx: ModuleContext, deps: BillingDeps) {
  const now = deps.now ?? (() => new Date());
  const repo = createBillingRepository(ctx.db);
  const platform = createPlatformSettings({
    repo: createPlatformSettingsRepository(ctx.db),
    wallets: deps.wallets,
  });
  const subscriptions = createSubscriptions({ db: ctx.db, repo, accounts: deps.accounts, now });
  const fees = createFeeBalance({ ledger: deps.ledger, repo });
  const notices = createBillingNotices({
    notifications: deps.notifications,
    mail: deps.mail,
    contact: deps.accounts.contact,
    audience: deps.audience,
    planName: async (planId) => (await deps.plans.find(planId)).name,
    publicUrl: ctx.config.publicUrl,
  });
  const checkout = createCheckout({
    repo,
    plans: deps.plans,
    platform,
    subscriptions,
    fees,
    payments: deps.payments,
    publicUrl: ctx.config.publicUrl,
    now,
  });
  const billing = createBillingService({
    repo,
    accounts: deps.accounts,
    plans: deps.plans,
    subscriptions,
    fees,
    platform,
  });
  const renewals = createRenewals({ repo, subscriptions, notices, now, log: ctx.log });

  return defineModule({
    name: 'billing',
    /** The platform account and its receiving wallets (demo seed, platform-wallets script). */
    platform,
    /** An account's billing page and the platform's plan revenue, for the admin area. */
    overview: billing.overview,
    planRevenue: repo.planRevenue,
    /** The `plans.renew` sweep, as its job runs it. */
    renewals,
    jobs: billingJobs(renewals),
    listeners: billingListeners({ repo, subscriptions, notices }),
    /** A plan or fee checkout is paid to the platform's company, for what it says. */
    describePayment: (async ({ id }) => {
      const charge = await repo.findChargeByPayment(id);
      if (!charge) return null;
      const { companyName } = await platform.settings();
      if (charge.kind === 'fees') {
        return { purpose: { kind: 'fees', currency: charge.currency }, payee: companyName };
      }
      const planName = charge.planId ? (await deps.plans.find(charge.planId)).name : '';
      return {
        purpose: { kind: 'plan', planName, interval: charge.interval ?? null },
        payee: companyName,
      };
    }) satisfies PaymentDescriber,
    routes: async (api) => {
      await api.register(billingRoutes, { billing, checkout });
    },
  });
}

export type BillingModule = ReturnType<typeof createBillingModule>;
