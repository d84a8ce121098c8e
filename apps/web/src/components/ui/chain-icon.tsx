import type { ChainId } from '@incasso/shared/chains';
import { clsx } from 'clsx';
import { COIN_MARKS, type CoinId } from './coin-marks';

/** The coin whose mark stands for each network. */
const MARK_OF_CHAIN: Record<ChainId, CoinId> = {
  ethereum: 'ethereum',
  bsc: 'binance',
  polygon: 'polygon',
  cronos: 'crypto_com',
};

/**
 * The chain's mark in a circle, 1.25em by default. Decorative: the chain's name is always
 * written beside it.
 */
export function ChainIcon({ chain, className }: { chain: ChainId; className?: string }) {
  const mark = COIN_MARKS[MARK_OF_CHAIN[chain]];
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      className={clsx('size-5 shrink-0', className)}
      data-chain={chain}
    >
      <circle cx="12" cy="12" r="12" fill={mark.background} />
      {mark.glyph}
    </svg>
  );
}
