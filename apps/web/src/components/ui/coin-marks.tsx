import type { ReactNode } from 'react';

// SPEC's coin icons (section 6, "Icons"): simplified marks in each coin's brand colour, drawn
// inline on a 24-unit circle, so no image is fetched and they follow the text size.

export const COIN_IDS = [
  'binance',
  'ethereum',
  'polygon',
  'bitcoin',
  'ripple',
  'litecoin',
  'cardano',
  'polkadot',
  'solana',
  'chainlink',
  'crypto_com',
] as const;
export type CoinId = (typeof COIN_IDS)[number];

export interface CoinMark {
  background: string;
  glyph: ReactNode;
}

const white = {
  fill: 'none',
  stroke: '#fff',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Dots on a ring around the centre, as Cardano's mark draws them. */
function ring(count: number, radius: number, dot: number, turn = 0): ReactNode {
  return Array.from({ length: count }, (_, index) => {
    const angle = turn + (index * 2 * Math.PI) / count;
    const cx = (12 + radius * Math.cos(angle)).toFixed(2);
    const cy = (12 + radius * Math.sin(angle)).toFixed(2);
    return <circle key={`${radius}-${index}`} cx={cx} cy={cy} r={dot} fill="#fff" />;
  });
}

export const COIN_MARKS: Record<CoinId, CoinMark> = {
  ethereum: {
    background: '#627EEA',
    glyph: (
      <>
        <path d="M12 4.5 7.6 11.8 12 14.4l4.4-2.6z" fill="#fff" />
        <path d="M12 15.3 7.6 12.7 12 19l4.4-6.3z" fill="#fff" fillOpacity=".7" />
      </>
    ),
  },
  binance: {
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
    glyph: <path d="M12 6.2 17 9v6l-5 2.8L7 15V9z" {...white} strokeWidth="1.8" />,
  },
  crypto_com: {
    background: '#0B2D5C',
    glyph: (
      <>
        <path d="M12 5.5 17.5 8.7v6.6L12 18.5l-5.5-3.2V8.7z" {...white} strokeWidth="1.5" />
        <path d="M12 9.2 14.4 10.6v2.8L12 14.8l-2.4-1.4v-2.8z" fill="#fff" />
      </>
    ),
  },
  bitcoin: {
    background: '#F7931A',
    glyph: (
      <path
        d="M9.6 7h3.5a2.4 2.4 0 0 1 0 4.8H9.6zm0 4.8h4.1a2.6 2.6 0 0 1 0 5.2H9.6zM8.2 7h1.4m-1.4 10h1.4M11 5.4V7m2 -1.6V7m-2 10v1.6m2-1.6v1.6"
        {...white}
        strokeWidth="1.5"
      />
    ),
  },
  ripple: {
    background: '#23292F',
    glyph: (
      <path
        d="m6.6 7 3.6 3.4a2.6 2.6 0 0 0 3.6 0L17.4 7M6.6 17l3.6-3.4a2.6 2.6 0 0 1 3.6 0l3.6 3.4"
        {...white}
        strokeWidth="1.7"
      />
    ),
  },
  litecoin: {
    background: '#345D9D',
    glyph: <path d="M11 6.3 9.3 16.6h6.6M7.7 13.2l5.6-2.5" {...white} strokeWidth="1.8" />,
  },
  cardano: {
    background: '#0033AD',
    glyph: (
      <>
        {ring(6, 5.6, 1.05)}
        {ring(6, 3, 0.85, Math.PI / 6)}
        <circle cx="12" cy="12" r="1" fill="#fff" />
      </>
    ),
  },
  polkadot: {
    background: '#E6007A',
    glyph: ring(6, 5.4, 1.6, -Math.PI / 2),
  },
  solana: {
    background: '#14121F',
    glyph: (
      <>
        <path d="M8.4 7h9.2l-2 2H6.4z" fill="#14F195" />
        <path d="M6.4 11h9.2l2 2H8.4z" fill="#9FA3F9" />
        <path d="M8.4 15h9.2l-2 2H6.4z" fill="#9945FF" />
      </>
    ),
  },
  chainlink: {
    background: '#2A5ADA',
    glyph: <path d="M12 5.6 17.5 8.8v6.4L12 18.4l-5.5-3.2V8.8z" {...white} strokeWidth="2.4" />,
  },
};
