import type { PriceProvider, PriceTable } from './price-provider.ts';

/** Round, plausible rates for the offline demo and tests; never used against real payments. */
export const DEMO_RATES: PriceTable = {
  usdt: { EUR: '0.86', USD: '1' },
  usdc: { EUR: '0.86', USD: '1' },
  dai: { EUR: '0.86', USD: '1' },
  btc: { EUR: '85000', USD: '98000' },
  eth: { EUR: '2900', USD: '3350' },
  bnb: { EUR: '780', USD: '900' },
};

/** Explicit rates labelled `demo` (`PRICE_PROVIDERS=fixed`): the demo and the test suites. */
export function createFixedProvider(rates: PriceTable = DEMO_RATES): PriceProvider {
  return {
    source: 'demo',
    async fetchRates() {
      return rates;
    },
  };
}
