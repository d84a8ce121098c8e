import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  assetOn,
  CHAIN_IDS,
  CHAINS,
  ChainIdSchema,
  currenciesOn,
  explorerTxUrl,
  nativeCurrencyOn,
  tokenContractsOn,
  type ChainId,
} from './chains';
import { CURRENCY_IDS, currencyIdOf, currencySymbol, type CurrencyId } from './currencies';

// Every row of /work/shared/chains.md, copied by hand: a typo in the registry fails here.
const chainRows: [ChainId, number, string, number, string][] = [
  ['ethereum', 1, 'ETH', 12, 'https://etherscan.io/tx/0xabc'],
  ['bsc', 56, 'BNB', 15, 'https://bscscan.com/tx/0xabc'],
  ['polygon', 137, 'POL', 128, 'https://polygonscan.com/tx/0xabc'],
  ['cronos', 25, 'CRO', 1, 'https://explorer.cronos.org/tx/0xabc'],
];

type Row = [CurrencyId, ChainId, 'native' | `0x${string}`, number];
const currencyRows: Row[] = [
  ['eth', 'ethereum', 'native', 18],
  ['eth', 'bsc', '0x2170Ed0880ac9A755fd29B2688956BD959F933F8', 18],
  ['eth', 'polygon', '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619', 18],
  ['eth', 'cronos', '0xe44Fd7fCb2b1581822D0c862B68222998a0c299a', 18],
  ['bnb', 'bsc', 'native', 18],
  ['usdt', 'ethereum', '0xdAC17F958D2ee523a2206206994597C13D831ec7', 6],
  ['usdt', 'bsc', '0x55d398326f99059fF775485246999027B3197955', 18],
  ['usdt', 'polygon', '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', 6],
  ['usdt', 'cronos', '0x66e428c3f67a68878562e79A0234c1F83c208770', 6],
  ['usdc', 'ethereum', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6],
  ['usdc', 'bsc', '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', 18],
  ['usdc', 'polygon', '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', 6],
  ['usdc', 'cronos', '0xc21223249CA28397B4B6541dfFaEcC539BfF0c59', 6],
  ['dai', 'ethereum', '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18],
  ['dai', 'bsc', '0x1AF3F329e8BE154074D8769D1FFa4eE058B1DBc3', 18],
  ['dai', 'polygon', '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063', 18],
  ['dai', 'cronos', '0xF2001B145b43032AAF5Ee2884e456CCd805F677D', 18],
  ['btc', 'ethereum', '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 8],
  ['btc', 'bsc', '0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c', 18],
  ['btc', 'polygon', '0x1BFD67037B42Cf73acF2047067bd4F2C47D9BfD6', 8],
  ['btc', 'cronos', '0x062E66477Faf219F25D27dCED647BF57C3107d52', 8],
];

describe('chain registry', () => {
  it.each(chainRows)(
    '%s: chainId %i, native %s, %i confirmations',
    (id, evmId, native, conf, url) => {
      const chain = CHAINS[id];
      expect(chain.id).toBe(id);
      expect(chain.evmChainId).toBe(evmId);
      expect(chain.nativeSymbol).toBe(native);
      expect(chain.confirmations).toBe(conf);
      expect(explorerTxUrl(id, '0xabc')).toBe(url);
    },
  );

  it('knows exactly the four chains of the spec', () => {
    expect([...CHAIN_IDS].sort()).toEqual(['bsc', 'cronos', 'ethereum', 'polygon']);
    expect(ChainIdSchema.safeParse('solana').success).toBe(false);
  });

  it.each(currencyRows)('%s on %s is %s with %i decimals', (currency, chain, where, decimals) => {
    const asset = assetOn(chain, currency);
    expect(asset).toEqual(
      where === 'native'
        ? { kind: 'native', decimals }
        : { kind: 'token', address: where, decimals },
    );
  });

  it('has no currency on a chain that chains.md leaves empty', () => {
    for (const chain of CHAIN_IDS) {
      const expected = currencyRows.filter((row) => row[1] === chain).map((row) => row[0]);
      expect([...currenciesOn(chain)].sort()).toEqual([...expected].sort());
    }
    expect(CHAIN_IDS.filter((chain) => currenciesOn(chain).includes('bnb'))).toEqual(['bsc']);
  });

  it('stores every token contract checksummed', () => {
    for (const chain of CHAIN_IDS) {
      for (const token of tokenContractsOn(chain))
        expect(getAddress(token.address)).toBe(token.address);
    }
  });

  it('takes native USDC on Polygon, not the bridged USDC.e', () => {
    const addresses = tokenContractsOn('polygon').map((token) => token.address.toLowerCase());
    expect(addresses).toContain('0x3c499c542cef5e3811e1192ce70d8cc03d5c3359');
    expect(addresses).not.toContain('0x2791bca1f2de4661ed88a30c99a7a9449aa84174');
  });

  it('names the native currency only where Incasso accepts the coin', () => {
    expect(CHAIN_IDS.map((chain) => nativeCurrencyOn(chain))).toEqual(['bnb', null, 'eth', null]);
  });

  it('lists the default public RPC endpoints', () => {
    expect(CHAINS.bsc.rpc).toEqual({
      http: ['https://bsc-dataseed1.binance.org', 'https://bsc-dataseed2.binance.org'],
      ws: [],
    });
    expect(CHAINS.cronos.rpc.http[0]).toBe('https://evm.cronos.org');
    expect(CHAINS.ethereum.rpc.ws).toEqual(['wss://ethereum.publicnode.com']);
    expect(CHAINS.polygon.rpc.ws).toEqual(['wss://polygon-bor-rpc.publicnode.com']);
  });
});

describe('currencies', () => {
  it('maps upper-case API symbols to ids and back', () => {
    for (const id of CURRENCY_IDS) expect(currencyIdOf(currencySymbol(id))).toBe(id);
    expect(currencySymbol('usdt')).toBe('USDT');
  });
});
