import type { Address } from 'viem';
import type { CurrencyId } from './currencies';

// Facts from /work/shared/chains.md (sources named there). Deployments change RPC URLs,
// confirmations and test tokens through chain-overrides.ts, never by editing this table.
// Free of zod and viem's code, so the pay page's wallet chunk can read it (issue 22, P5).
export const CHAIN_IDS = ['bsc', 'cronos', 'ethereum', 'polygon'] as const;
export type ChainId = (typeof CHAIN_IDS)[number];

export type Asset =
  { kind: 'native'; decimals: number } | { kind: 'token'; address: Address; decimals: number };

export type TokenContract = { currency: CurrencyId; address: Address; decimals: number };

export type ChainInfo = {
  id: ChainId;
  name: string;
  /** The EIP-155 number (1, 56, ...); `id` is Incasso's name for the chain. */
  evmChainId: number;
  nativeSymbol: string;
  blockTimeMs: number;
  confirmations: number;
  /** Credit a payment as soon as the node's `finalized` block reaches it (off on anvil). */
  useFinalizedTag: boolean;
  /**
   * `{hash}` is replaced by the transaction hash; null for a chain no public explorer shows
   * (a local test chain standing in for this one).
   */
  explorerTxUrl: string | null;
  rpc: { http: string[]; ws: string[] };
  assets: Partial<Record<CurrencyId, Asset>>;
  /** More contracts detected as one of `assets`' currencies, e.g. Polygon USDC.e as `usdc`. */
  extraTokens: TokenContract[];
};
export type ChainRegistry = Readonly<Record<ChainId, ChainInfo>>;

const native18: Asset = { kind: 'native', decimals: 18 };
const token = (address: Address, decimals: number): Asset => ({ kind: 'token', address, decimals });

export const CHAINS: ChainRegistry = {
  ethereum: {
    id: 'ethereum',
    name: 'Ethereum',
    evmChainId: 1,
    nativeSymbol: 'ETH',
    blockTimeMs: 12_000,
    confirmations: 12,
    useFinalizedTag: true,
    explorerTxUrl: 'https://etherscan.io/tx/{hash}',
    rpc: { http: ['https://ethereum.publicnode.com'], ws: ['wss://ethereum.publicnode.com'] },
    assets: {
      eth: native18,
      usdt: token('0xdAC17F958D2ee523a2206206994597C13D831ec7', 6),
      usdc: token('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6),
      dai: token('0x6B175474E89094C44Da98b954EedeAC495271d0F', 18),
      btc: token('0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 8),
    },
    extraTokens: [],
  },
  bsc: {
    id: 'bsc',
    name: 'BNB Smart Chain',
    evmChainId: 56,
    nativeSymbol: 'BNB',
    blockTimeMs: 450,
    confirmations: 15,
    useFinalizedTag: true,
    explorerTxUrl: 'https://bscscan.com/tx/{hash}',
    rpc: {
      http: ['https://bsc-dataseed1.binance.org', 'https://bsc-dataseed2.binance.org'],
      ws: [],
    },
    assets: {
      bnb: native18,
      eth: token('0x2170Ed0880ac9A755fd29B2688956BD959F933F8', 18),
      // 18 decimals on BSC, unlike Ethereum's 6: one public token list gets this wrong.
      usdt: token('0x55d398326f99059fF775485246999027B3197955', 18),
      usdc: token('0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', 18),
      dai: token('0x1AF3F329e8BE154074D8769D1FFa4eE058B1DBc3', 18),
      btc: token('0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c', 18),
    },
    extraTokens: [],
  },
  polygon: {
    id: 'polygon',
    name: 'Polygon',
    evmChainId: 137,
    nativeSymbol: 'POL',
    blockTimeMs: 2_000,
    confirmations: 128,
    useFinalizedTag: true,
    explorerTxUrl: 'https://polygonscan.com/tx/{hash}',
    rpc: {
      http: ['https://polygon-bor-rpc.publicnode.com'],
      ws: ['wss://polygon-bor-rpc.publicnode.com'],
    },
    assets: {
      eth: token('0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619', 18),
      usdt: token('0xc2132D05D31c914a87C6611C10748AEb04B58e8F', 6),
      // Native USDC; the bridged USDC.e (0x2791…4174) only when a deployment adds it.
      usdc: token('0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', 6),
      dai: token('0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063', 18),
      btc: token('0x1BFD67037B42Cf73acF2047067bd4F2C47D9BfD6', 8),
    },
    extraTokens: [],
  },
  cronos: {
    id: 'cronos',
    name: 'Cronos',
    evmChainId: 25,
    nativeSymbol: 'CRO',
    // chains.md: ~5–6 s, to be measured on mainnet.
    blockTimeMs: 5_500,
    confirmations: 1,
    useFinalizedTag: true,
    explorerTxUrl: 'https://explorer.cronos.org/tx/{hash}',
    rpc: {
      http: ['https://evm.cronos.org', 'https://cronos-evm-rpc.publicnode.com'],
      ws: ['wss://cronos-evm-rpc.publicnode.com'],
    },
    assets: {
      eth: token('0xe44Fd7fCb2b1581822D0c862B68222998a0c299a', 18),
      usdt: token('0x66e428c3f67a68878562e79A0234c1F83c208770', 6),
      usdc: token('0xc21223249CA28397B4B6541dfFaEcC539BfF0c59', 6),
      dai: token('0xF2001B145b43032AAF5Ee2884e456CCd805F677D', 18),
      btc: token('0x062E66477Faf219F25D27dCED647BF57C3107d52', 8),
    },
    extraTokens: [],
  },
};
