import type { BillingOverview, DowngradeInput } from '@incasso/shared/billing';
import type { Locale } from '@incasso/shared/locale';
import { notFound } from '#server/lib/app-error.ts';
import type { AccountStanding } from '#server/modules/accounts/accounts.module.ts';
import type { PlansService } from '#server/modules/plans/plans.module.ts';
import type { BillingRepository } from './billing.repository.ts';
import { presentOverview, receiptNumber } from './billing.presenter.ts';
import type { FeeBalanceService } from './fees/fee-balance.ts';
import type { PlatformSettings } from './platform/platform-settings.service.ts';
import { receiptDescription } from './receipts/receipt-description.ts';
import { renderReceiptPdf } from './receipts/receipt-pdf.ts';
import type { Subscriptions } from './subscriptions/subscriptions.service.ts';

/** What billing reads of the merchant's account (accounts module). */
export interface BillingAccounts {
  standing(userId: string): Promise<AccountStanding | undefined>;
  paymentTerms(userId: string): Promise<{ feeBps: number }>;
  contact(userId: string): Promise<{ email: string; locale: Locale } | undefined>;
}

export interface BillingServiceDeps {
  repo: BillingRepository;
  accounts: BillingAccounts;
  plans: Pick<PlansService, 'find'>;
  subscriptions: Subscriptions;
  fees: FeeBalanceService;
  platform: Pick<PlatformSettings, 'chains' | 'company'>;
}

const receiptNotFound = () => notFound('Receipt not found.');

/** The merchant's billing page: where they stand, what they owe, what they paid. */
export function createBillingService(deps: BillingServiceDeps) {
  const { repo, subscriptions } = deps;

  async function overview(userId: string): Promise<BillingOverview> {
    const standing = await deps.accounts.standing(userId);
    if (!standing) throw notFound('Profile not found.');
    const [plan, terms, loaded, charges, feeBalance, paymentChains] = await Promise.all([
      deps.plans.find(standing.planId),
      deps.accounts.paymentTerms(userId),
      subscriptions.load(userId),
      repo.listCharges(userId),
      deps.fees.balances(userId),
      deps.platform.chains(),
    ]);
    return presentOverview({
      plan,
      feeBps: terms.feeBps,
      state: loaded.state,
      cancelAtPeriodEnd: loaded.account.cancelAtPeriodEnd,
      periods: loaded.periods,
      charges,
      feeBalance,
      paymentChains,
    });
  }

  return {
    overview,

    async downgrade(userId: string, when: DowngradeInput['when']): Promise<BillingOverview> {
      await subscriptions.downgrade(userId, when);
      return overview(userId);
    },

    async keepPlan(userId: string): Promise<BillingOverview> {
      await subscriptions.keepPlan(userId);
      return overview(userId);
    },

    /** The receipt of a paid charge of the user's; 404 for anything else. */
    async receipt(userId: string, chargeId: string): Promise<Buffer> {
      const charge = await repo.findPaidCharge(userId, chargeId);
      const contact = await deps.accounts.contact(userId);
      if (!charge?.paidAt || !contact) throw receiptNotFound();
      const period = (await repo.periods(userId)).find((p) => p.chargeId === charge.id);
      const plan = charge.planId ? await deps.plans.find(charge.planId) : undefined;
      return renderReceiptPdf({
        number: receiptNumber(charge),
        locale: contact.locale,
        seller: await deps.platform.company(),
        buyer: { email: contact.email },
        description: receiptDescription(charge, plan?.name, contact.locale),
        periodStart: period?.startsAt ?? null,
        periodEnd: period?.endsAt ?? null,
        valueCents: charge.valueCents,
        creditCents: charge.creditCents,
        amountCents: charge.amountCents,
        currency: charge.currency,
        paidAt: charge.paidAt,
        paymentId: charge.paymentId,
      });
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
