import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PriceApi = 'coingecko' | 'binance' | 'kraken';
/** `ok` answers from the rates below; the others are the failures a provider can show. */
export type PriceApiBehaviour = 'ok' | 'httpError' | 'garbage' | 'hang';

export interface PriceServer {
  /** Base URLs for createPriceProviders: `http://127.0.0.1:<port>/<api>`. */
  baseUrls: Record<PriceApi, string>;
  /** Each request's path and query, e.g. `/binance/api/v3/ticker/price?symbol=BTCEUR`. */
  requests: string[];
  behave(api: PriceApi, behaviour: PriceApiBehaviour): void;
  /** Drops a Binance symbol or Kraken pair (e.g. `DAIUSDT`) until `relist()`. */
  delist(market: string): void;
  relist(): void;
  close(): Promise<void>;
}

// Markets as each API lists them (a sample, with prices as each one writes them).
const COINGECKO: Record<string, Record<string, number>> = {
  tether: { eur: 0.859834, usd: 1.001 },
  'usd-coin': { eur: 0.86, usd: 0.999942 },
  dai: { eur: 0.859, usd: 0.999821 },
  bitcoin: { eur: 86012.5, usd: 98011 },
  ethereum: { eur: 2901.37, usd: 3350.12 },
  binancecoin: { eur: 780.41, usd: 900.03 },
};
const BINANCE: Record<string, string> = {
  BTCEUR: '86020.01000000',
  BTCUSDT: '98020.00000000',
  ETHEUR: '2902.10000000',
  ETHUSDT: '3351.00000000',
  BNBEUR: '781.00000000',
  BNBUSDT: '901.00000000',
  EURUSDT: '1.16000000',
  USDCUSDT: '0.99990000',
  DAIUSDT: '1.00010000',
};
// Request name → [Kraken's own pair name, last trade price].
const KRAKEN: Record<string, [string, string]> = {
  XBTEUR: ['XXBTZEUR', '86030.00000'],
  XBTUSD: ['XXBTZUSD', '98030.10000'],
  ETHEUR: ['XETHZEUR', '2903.00000'],
  ETHUSD: ['XETHZUSD', '3352.00000'],
  USDTEUR: ['USDTEUR', '0.86010000'],
  USDTUSD: ['USDTZUSD', '1.00020000'],
  USDCEUR: ['USDCEUR', '0.86000000'],
  USDCUSD: ['USDCUSD', '0.99990000'],
  DAIEUR: ['DAIEUR', '0.85990000'],
  DAIUSD: ['DAIUSD', '0.99980000'],
};

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function coingecko(query: URLSearchParams): unknown {
  const ids = (query.get('ids') ?? '').split(',');
  const currencies = (query.get('vs_currencies') ?? '').split(',');
  const answer: Record<string, Record<string, number>> = {};
  for (const id of ids) {
    const prices = COINGECKO[id];
    if (!prices) continue;
    answer[id] = {};
    for (const currency of currencies) {
      const price = prices[currency];
      if (price !== undefined) answer[id][currency] = price;
    }
  }
  return answer;
}

function binance(res: ServerResponse, query: URLSearchParams, delisted: Set<string>): void {
  const symbol = query.get('symbol') ?? '';
  const price = delisted.has(symbol) ? undefined : BINANCE[symbol];
  if (!price) return send(res, 400, { code: -1121, msg: 'Invalid symbol.' });
  send(res, 200, { symbol, price });
}

function kraken(query: URLSearchParams, delisted: Set<string>): unknown {
  const pair = query.get('pair') ?? '';
  const market = delisted.has(pair) ? undefined : KRAKEN[pair];
  if (!market) return { error: ['EQuery:Unknown asset pair'] };
  const [name, last] = market;
  const ticker = { a: [last, '1', '1.000'], b: [last, '2', '2.000'], c: [last, '0.00100000'] };
  return { error: [], result: { [name]: { ...ticker, v: ['10.1', '20.2'], o: last } } };
}

const GARBAGE: Record<PriceApi, unknown> = {
  coingecko: { bitcoin: { eur: 'eighty-six thousand' } },
  binance: { symbol: 'BTCEUR', price: null },
  kraken: { error: [], result: { XXBTZEUR: { c: 86030 } } },
};

/** A real HTTP server speaking CoinGecko's, Binance's and Kraken's public price APIs. */
export async function startPriceServer(): Promise<PriceServer> {
  const behaviours: Record<PriceApi, PriceApiBehaviour> = {
    coingecko: 'ok',
    binance: 'ok',
    kraken: 'ok',
  };
  const requests: string[] = [];
  const delisted = new Set<string>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(`${url.pathname}${url.search}`);
    const [, api, ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const behaviour = behaviours[api as PriceApi];
    if (behaviour === 'hang') return;
    if (behaviour === 'httpError') return send(res, 500, { error: 'upstream down' });
    if (behaviour === 'garbage') return send(res, 200, GARBAGE[api as PriceApi]);
    if (api === 'coingecko' && path === '/api/v3/simple/price') {
      return send(res, 200, coingecko(url.searchParams));
    }
    if (api === 'binance' && path === '/api/v3/ticker/price')
      return binance(res, url.searchParams, delisted);
    if (api === 'kraken' && path === '/0/public/Ticker')
      return send(res, 200, kraken(url.searchParams, delisted));
    send(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrls: {
      coingecko: `${origin}/coingecko`,
      binance: `${origin}/binance`,
      kraken: `${origin}/kraken`,
    },
    requests,
    behave(api, behaviour) {
      behaviours[api] = behaviour;
    },
    delist(market) {
      delisted.add(market);
    },
    relist() {
      delisted.clear();
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
