import type { ChainId } from '@incasso/shared/chains';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

// Simplified marks in each network's brand colour, drawn inline: no image requests, and they
// follow the text size. Decorative: the chain's name is always written beside them.
const MARKS: Record<ChainId, { background: string; glyph: ReactNode }> = {
  ethereum: {
    background: '#627EEA',
    glyph: (
      <>
        <path d="M12 4.5 7.6 11.8 12 14.4l4.4-2.6z" fill="#fff" />
        <path d="M12 15.3 7.6 12.7 12 19l4.4-6.3z" fill="#fff" fillOpacity=".7" />
      </>
    ),
  },
  bsc: {
    background: '#F0B90B',
    glyph: (
      <path
        fill="#fff"
        d="m12 9.9 2.1 2.1-2.1 2.1L9.9 12zm0-4.6 3.6 3.6-1.2 1.2L12 7.7 9.6 10.1 8.4 8.9zm0 13.4 3.6-3.6-1.2-1.2-2.4 2.4-2.4-2.4-1.2 1.2zM6.9 10.8 8.1 12l-1.2 1.2L5.7 12zm10.2 0 1.2 1.2-1.2 1.2-1.2-1.2z"
      />
    ),
  },
  polygon: {
    background: '#8247E5',
    glyph: (
      <path
        d="M12 6.2 17 9v6l-5 2.8L7 15V9z"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    ),
  },
  cronos: {
    background: '#0B2D5C',
    glyph: (
      <>
        <path
          d="M12 5.5 17.5 8.7v6.6L12 18.5l-5.5-3.2V8.7z"
          fill="none"
          stroke="#fff"
          strokeWidth="1.5"
        />
        <path d="M12 9.2 14.4 10.6v2.8L12 14.8l-2.4-1.4v-2.8z" fill="#fff" />
      </>
    ),
  },
};

/** The chain's mark in a circle, 1.25em by default. */
export function ChainIcon({ chain, className }: { chain: ChainId; className?: string }) {
  const mark = MARKS[chain];
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
