import { randomBytes } from 'node:crypto';
import {
  MIN_CHARGE_CENTS,
  type Checkout,
  type SettleFeesInput,
  type UpgradeInput,
} from '@incasso/shared/billing';
import { PLAN_PRICE_CURRENCY, isUpgrade } from '@incasso/shared/plans';
import type { BillingChargeRow, NewBillingChargeRow } from '#server/db/schema/billing.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { PayerChoiceRequests } from '#server/modules/payments/payments.module.ts';
import type { PlansService } from '#server/modules/plans/plans.module.ts';
import type { BillingRepository } from '../billing.repository.ts';
import type { FeeBalanceService } from '../fees/fee-balance.ts';
import type { PlatformReceiver, PlatformSettings } from '../platform/platform-settings.service.ts';
import { unusedCredit } from '../subscriptions/subscription-state.ts';
import type { Subscriptions } from '../subscriptions/subscriptions.service.ts';
import { payPagePath } from '@incasso/shared/pay-page';

export interface CheckoutDeps {
  repo: BillingRepository;
  plans: Pick<PlansService, 'price'>;
  platform: Pick<PlatformSettings, 'receiver'>;
  subscriptions: Pick<Subscriptions, 'load'>;
  fees: FeeBalanceService;
  /** The platform's request is made like an API request: the payer picks the coin. */
  payments: Pick<PayerChoiceRequests, 'create'>;
  publicUrl: string;
  now: () => Date;
}

export function presentCheckout(charge: BillingChargeRow): Checkout {
  return {
    chargeId: charge.id,
    paymentId: charge.paymentId,
    payUrl: payPagePath(charge.paymentId),
    amountCents: charge.amountCents,
    creditCents: charge.creditCents,
    currency: charge.currency,
  };
}

/** Readable in the platform's own request list and notifications: `PLUS-MONTHLY-3f9a1c2b`. */
function orderReference(...parts: string[]): string {
  return [...parts, randomBytes(4).toString('hex')].join('-').toUpperCase();
}

/**
 * Checkouts (decision note 042): a charge and the platform's payment request for it, which the
 * merchant pays on the ordinary pay page. An open charge for the same thing is handed back
 * rather than doubled, so a second click pays the first request.
 */
export function createCheckout(deps: CheckoutDeps) {
  const { repo } = deps;

  async function open(
    userId: string,
    receiver: PlatformReceiver,
    charge: Omit<NewBillingChargeRow, 'userId' | 'paymentId'>,
    reference: string,
  ): Promise<Checkout> {
    const existing = await repo.findOpenCharge(userId, {
      kind: charge.kind,
      amountCents: charge.amountCents,
      currency: charge.currency,
      planId: charge.planId,
      interval: charge.interval,
    });
    if (existing) return presentCheckout(existing);
    const payment = await deps.payments.create(
      receiver.userId,
      {
        fiatCents: charge.amountCents,
        currency: charge.currency,
        walletId: receiver.walletId,
        orderId: reference,
        redirectUrl: `${deps.publicUrl}/dashboard/settings/billing`,
      },
      { heldFor: 'billing' },
    );
    return presentCheckout(await repo.insertCharge({ ...charge, userId, paymentId: payment.id }));
  }

  async function receiverFor(userId: string, chain: UpgradeInput['chain']) {
    const receiver = await deps.platform.receiver(chain);
    if (receiver.userId === userId) {
      throw new AppError(409, 'platformAccount', 'The platform account does not pay itself.');
    }
    return receiver;
  }

  return {
    /**
     * Buys a plan: a higher plan starts once paid, with what is left of the paid time taken
     * off its price; the same or a lower plan starts where the paid time ends.
     */
    async upgrade(userId: string, input: UpgradeInput): Promise<Checkout> {
      const receiver = await receiverFor(userId, input.chain);
      const at = deps.now();
      const { periods, state } = await deps.subscriptions.load(userId, at);
      const price = await deps.plans.price(input.planId, input.interval);
      const startsAtPeriodEnd = state.status !== 'none' && !isUpgrade(state.planId, input.planId);
      const credit =
        state.status === 'none' || startsAtPeriodEnd
          ? 0
          : Math.min(unusedCredit(periods, at), price);
      const amount = price - credit;
      if (amount < MIN_CHARGE_CENTS) {
        throw credit > 0
          ? new AppError(
              409,
              'creditCoversPrice',
              'What is left of your current plan is worth more than this price: choose a longer interval.',
            )
          : new AppError(409, 'amountTooSmall', 'This plan has no price to pay.');
      }
      return open(
        userId,
        receiver,
        {
          kind: 'plan',
          planId: input.planId,
          interval: input.interval,
          startsAtPeriodEnd,
          valueCents: price,
          creditCents: credit,
          amountCents: amount,
          currency: PLAN_PRICE_CURRENCY,
        },
        orderReference(input.planId, input.interval),
      );
    },

    /** Pays the whole fee balance of one currency. */
    async settleFees(userId: string, input: SettleFeesInput): Promise<Checkout> {
      const receiver = await receiverFor(userId, input.chain);
      const balance = (await deps.fees.balances(userId)).find(
        (row) => row.currency === input.currency,
      );
      const amount = balance?.balanceCents ?? 0;
      if (amount < MIN_CHARGE_CENTS) {
        throw new AppError(
          409,
          'nothingToSettle',
          'The fees owed in this currency are below the smallest amount that can be paid.',
        );
      }
      return open(
        userId,
        receiver,
        {
          kind: 'fees',
          valueCents: amount,
          creditCents: 0,
          amountCents: amount,
          currency: input.currency,
        },
        orderReference('fees', input.currency),
      );
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckout>;
