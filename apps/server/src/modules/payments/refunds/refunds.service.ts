import type { ChainRegistry } from '@incasso/shared/chains';
import { formatBaseUnits, parseBaseUnits, fiatCentsForBaseUnits } from '@incasso/shared/money';
import type { CreateRefundInput, Refund, RefundList } from '@incasso/shared/refunds';
import { getAddress } from 'viem';
import type { Database } from '#server/db/client.ts';
import type { PaymentRow } from '#server/db/schema/payments.ts';
import type { DomainEvents } from '#server/events/domain-events.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { CRYPTO_DISPLAY_DECIMALS } from '@incasso/shared/money';
import { isPriced } from '../requests/priced.ts';
import { presentRefund } from './refunds.presenter.ts';
import { refundsRepository as repo } from './refunds.repository.ts';

const notRefundable = () =>
  new AppError(409, 'paymentNotRefundable', 'Only a confirmed payment can be refunded.');

/**
 * The merchant's side of refunds (decision note 099): asked for, listed and cancelled. The
 * chain's side (seen, confirmed) is refund-watch.ts.
 */
export function createRefundsService(deps: {
  db: Database;
  events: Pick<DomainEvents, 'transaction'>;
  registry: ChainRegistry;
  now?: () => Date;
}) {
  const { db, registry } = deps;
  const now = deps.now ?? (() => new Date());
  const present = (payment: PaymentRow) => (row: Parameters<typeof presentRefund>[1]) =>
    presentRefund(registry, row, payment.fiatCurrency);

  async function ownedPayment(userId: string, paymentId: string) {
    const payment = await repo.findPayment(db, userId, paymentId);
    if (!payment) throw notFound('No such payment.');
    return payment;
  }

  return {
    async list(userId: string, paymentId: string): Promise<RefundList> {
      const payment = await ownedPayment(userId, paymentId);
      const rows = await repo.listForPayment(db, payment.id);
      const decimals = payment.decimals ?? 0;
      const active = await repo.activeSum(db, payment.id);
      const left = payment.status === 'CONFIRMED' ? payment.paidBaseUnits - active : 0n;
      const refundable = left > 0n ? left : 0n;
      return {
        items: rows.map(present(payment)),
        refundable: formatBaseUnits(refundable, decimals, CRYPTO_DISPLAY_DECIMALS),
        refundableBaseUnits: refundable.toString(),
        payerAddress: payment.firstPayerAddress,
      };
    },

    /**
     * A refund of a confirmed payment, in its coin, from the address it was paid to. Refused
     * when the refunds not cancelled would come to more than was paid (the payment is locked
     * meanwhile, so two at once cannot both fit).
     */
    create(
      userId: string,
      paymentId: string,
      input: CreateRefundInput,
      createdBy: string | null,
    ): Promise<Refund> {
      return deps.events.transaction(async (tx) => {
        const payment = await repo.lockPayment(tx, userId, paymentId);
        if (!payment) throw notFound('No such payment.');
        if (payment.status !== 'CONFIRMED' || !isPriced(payment)) throw notRefundable();
        const amount = parseBaseUnits(input.amount, payment.decimals);
        if (amount === null || amount === 0n) {
          throw new AppError(400, 'invalidInput', 'The amount has more decimals than the coin.', {
            amount: 'tooManyDecimals',
          });
        }
        const refunded = await repo.activeSum(tx, payment.id);
        if (refunded + amount > payment.paidBaseUnits) {
          throw new AppError(
            409,
            'refundExceedsPaid',
            'The refunds of a payment cannot add up to more than was paid.',
          );
        }
        const toAddress = input.address ?? payment.firstPayerAddress;
        if (!toAddress) {
          throw new AppError(400, 'invalidInput', 'No payer address is known: give one.', {
            address: 'required',
          });
        }
        if (getAddress(toAddress) === getAddress(payment.address)) {
          throw new AppError(400, 'invalidInput', 'A refund goes to another address.', {
            address: 'refundToOwnWallet',
          });
        }
        const row = await repo.insert(tx, {
          paymentId: payment.id,
          userId,
          chain: payment.chain,
          currency: payment.currency,
          decimals: payment.decimals,
          fromAddress: payment.address,
          toAddress: getAddress(toAddress),
          amountBaseUnits: amount,
          fiatCents: fiatCentsForBaseUnits(amount, payment.decimals, payment.rate),
          requiredConfirmations: payment.requiredConfirmations,
          createdBy,
          createdAt: now(),
        });
        return present(payment)(row);
      });
    },

    /** Only a refund not yet seen on-chain can be cancelled. */
    async cancel(userId: string, paymentId: string, refundId: string): Promise<Refund> {
      const payment = await ownedPayment(userId, paymentId);
      const row = await repo.cancel(db, payment.id, refundId, now());
      if (row) return present(payment)(row);
      if (!(await repo.find(db, payment.id, refundId))) throw notFound('No such refund.');
      throw new AppError(409, 'refundNotCancellable', 'Only a pending refund can be cancelled.');
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
