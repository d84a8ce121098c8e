import type { PaymentRequest } from '@incasso/shared/payments';
import { getSocket } from '#lib/socket.ts';
import { useLiveStatus, type LiveStatus } from '#lib/use-live-status.ts';

/**
 * The creator's live status, on the signed-in socket: SPEC's `watch:payment` with the request
 * and its key (address, amount, symbol), and `unwatch:payment` with the key.
 */
export function useMerchantLiveStatus(payment: PaymentRequest): LiveStatus {
  return useLiveStatus({
    socket: getSocket(),
    paymentId: payment.id,
    initial: {
      status: payment.status,
      confirmations: payment.confirmations,
      required: payment.requiredConfirmations,
      txHash: payment.txHash,
    },
    watchPayload: {
      request: {
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.symbol,
        chain: payment.chain,
        address: payment.address,
        fiatAmount: payment.fiatAmount,
        fiatCurrency: payment.fiatCurrency,
      },
      key: payment.watchKey,
    },
    unwatchPayload: payment.watchKey,
  });
}
