import { CHAINS } from '@incasso/shared/chain-table';
import { transactionOf, type WalletTransfer } from './eip681';

// Sending a prepared transfer from a browser wallet (EIP-1193): a payer paying a request, a
// merchant sending a refund. Loaded only on the click, so the pay page's first load carries none
// of it. Incasso never signs: the wallet shows the transfer, its owner approves it there, and the
// page follows the chain as for a scanned QR.

export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>;
}

export type WalletStep = 'connecting' | 'switching' | 'confirming';

/** Why a browser transfer stopped; each has its own sentence on the page. */
export type WalletErrorKey =
  'rejected' | 'busy' | 'unknownChain' | 'wrongChain' | 'noAccount' | 'wrongAccount' | 'failed';

export class WalletSendError extends Error {
  readonly key: WalletErrorKey;
  readonly reason: string;

  constructor(key: WalletErrorKey, reason = '') {
    super(`${key}${reason ? `: ${reason}` : ''}`);
    this.name = 'WalletSendError';
    this.key = key;
    this.reason = reason;
  }
}

/** EIP-1193 and EIP-3085/3326 codes: the user said no, a request is already open, unknown chain. */
const USER_REJECTED = 4001;
const REQUEST_PENDING = -32002;
const UNRECOGNIZED_CHAIN = 4902;

function codeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, data } = error as { code?: unknown; data?: { originalError?: { code?: unknown } } };
  if (typeof code === 'number') {
    // MetaMask Mobile wraps 4902 in -32603 with the original code inside.
    const inner = data?.originalError?.code;
    return typeof inner === 'number' ? inner : code;
  }
  return undefined;
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String((error as { message: unknown }).message);
  }
  return String(error);
}

/** A wallet's refusal, as the key the page words it with. */
function walletError(error: unknown): WalletSendError {
  if (error instanceof WalletSendError) return error;
  const code = codeOf(error);
  if (code === USER_REJECTED) return new WalletSendError('rejected');
  if (code === REQUEST_PENDING) return new WalletSendError('busy');
  return new WalletSendError('failed', reasonOf(error));
}

const hexChainId = (chainId: number) => `0x${chainId.toString(16)}`;

/** EIP-3085's parameters for one of Incasso's chains, from its public facts; null if unknown. */
export function addChainParameters(chainId: number) {
  const chain = Object.values(CHAINS).find((candidate) => candidate.evmChainId === chainId);
  if (!chain) return null;
  const explorer = chain.explorerTxUrl ? new URL(chain.explorerTxUrl).origin : null;
  return {
    chainId: hexChainId(chainId),
    chainName: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: chain.rpc.http,
    ...(explorer && { blockExplorerUrls: [explorer] }),
  };
}

async function switchChain(provider: Eip1193Provider, chainId: number) {
  const current = await provider.request({ method: 'eth_chainId' });
  if (typeof current === 'string' && Number.parseInt(current, 16) === chainId) return;
  try {
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: hexChainId(chainId) }],
    });
  } catch (error) {
    if (codeOf(error) !== UNRECOGNIZED_CHAIN) throw walletError(error);
    const parameters = addChainParameters(chainId);
    if (!parameters) throw new WalletSendError('unknownChain');
    try {
      await provider.request({ method: 'wallet_addEthereumChain', params: [parameters] });
    } catch (addError) {
      throw walletError(addError);
    }
  }
  // Some wallets answer the switch before, or without, moving: check before sending.
  const after = await provider.request({ method: 'eth_chainId' });
  if (typeof after !== 'string' || Number.parseInt(after, 16) !== chainId) {
    throw new WalletSendError('wrongChain');
  }
}

/**
 * Sends `transfer` from the wallet's first account on the transfer's chain: accounts, chain
 * (switched, or added and switched), then the transaction. With `from`, only that account may
 * send (a refund leaves the wallet that was paid, which is what Incasso watches). Resolves with
 * the hash; throws a WalletSendError whose key the page words.
 */
export async function sendWithWallet(
  provider: Eip1193Provider,
  transfer: WalletTransfer,
  onStep: (step: WalletStep) => void,
  required?: { from: string },
): Promise<`0x${string}`> {
  try {
    onStep('connecting');
    const accounts = await provider.request({ method: 'eth_requestAccounts' });
    const from = Array.isArray(accounts) ? accounts[0] : undefined;
    if (typeof from !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(from)) {
      throw new WalletSendError('noAccount');
    }
    if (required && from.toLowerCase() !== required.from.toLowerCase()) {
      throw new WalletSendError('wrongAccount');
    }
    onStep('switching');
    await switchChain(provider, transfer.chainId);
    onStep('confirming');
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [transactionOf(transfer, from as `0x${string}`)],
    });
    if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) {
      throw new WalletSendError('failed', 'no transaction hash');
    }
    return hash as `0x${string}`;
  } catch (error) {
    throw walletError(error);
  }
}
