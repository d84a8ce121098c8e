import type { PaymentRequest } from '@incasso/shared/payments';
import { erc20Abi, getAddress, parseUnits, toHex, type Hash } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { AppError } from '#server/lib/app-error.ts';
import type { DemoChains } from './demo-chains.ts';

// anvil's default mnemonic: its ten accounts are the same on every anvil, and public.
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

/** The payer's key (anvil's account 1), for a person who wants to pay from a wallet app. */
export function demoPayerPrivateKey(chains: DemoChains): Hash {
  const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 1 });
  const key = account.getHdKey().privateKey;
  if (!key || account.address !== getAddress(chains.payer)) {
    throw new Error('anvil does not use its default mnemonic: cannot tell the payer’s key');
  }
  return toHex(key);
}

export type PayableRequest = Pick<
  PaymentRequest,
  | 'chain'
  | 'address'
  | 'currency'
  | 'decimals'
  | 'amountBaseUnits'
  | 'paidAmount'
  | 'status'
  | 'flags'
>;

/** What is still to pay: the whole amount, or what a partial payment left. */
function remainingOf(payment: PayableRequest): bigint {
  const waiting =
    payment.status === 'PENDING' ||
    payment.status === 'TIMED_OUT' ||
    (payment.status === 'DETECTED' && payment.flags.paidPartial);
  if (!waiting) return 0n;
  return BigInt(payment.amountBaseUnits) - parseUnits(payment.paidAmount, payment.decimals);
}

/**
 * Pays a request from the payer's account on its demo chain, as a wallet would: an ERC-20
 * `transfer` or a plain value transfer. The transaction goes into the next block; the chain
 * watcher does the rest, exactly as for a real payment.
 */
export function createDemoPayer(chains: DemoChains) {
  return async function pay(payment: PayableRequest): Promise<Hash> {
    const amount = remainingOf(payment);
    if (amount <= 0n) {
      throw new AppError(
        409,
        'paymentNotOpen',
        'This payment request is not waiting for a payment.',
      );
    }
    const { anvil, tokens } = chains.chains[payment.chain];
    const wallet = anvil.walletClients[1];
    if (!wallet) throw new Error('anvil has no second account');
    const to = getAddress(payment.address);
    const token = tokens[payment.currency];
    if (!token) return wallet.sendTransaction({ to, value: amount });
    return wallet.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, amount],
    });
  };
}

export type DemoPayer = ReturnType<typeof createDemoPayer>;
