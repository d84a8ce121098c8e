import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '#i18n/index.ts';
import { ChainIcon } from './chain-icon';
import { CoinIcon } from './coin-icon';
import { COIN_IDS } from './coin-marks';

const NAMES = {
  binance: 'BNB Chain',
  ethereum: 'Ethereum',
  polygon: 'Polygon',
  bitcoin: 'Bitcoin',
  ripple: 'XRP (Ripple)',
  litecoin: 'Litecoin',
  cardano: 'Cardano',
  polkadot: 'Polkadot',
  solana: 'Solana',
  chainlink: 'Chainlink',
  crypto_com: 'Crypto.com',
};

describe('coin icons', () => {
  it('has every coin of SPEC’s icon list', () => {
    expect([...COIN_IDS].sort()).toEqual(Object.keys(NAMES).sort());
  });

  it.each(COIN_IDS.map((coin) => [coin, NAMES[coin]] as const))(
    'draws %s inline, named “%s” for screen readers',
    (coin, name) => {
      const { container } = render(<CoinIcon coin={coin} />);
      const icon = screen.getByRole('img', { name });
      expect(icon.tagName.toLowerCase()).toBe('svg');
      expect(icon.querySelector('title')).toHaveTextContent(name);
      // A circle and a glyph drawn in place: nothing to fetch.
      expect(icon.querySelectorAll('circle').length).toBeGreaterThanOrEqual(1);
      expect(icon.querySelectorAll('path, circle').length).toBeGreaterThanOrEqual(2);
      expect(container.querySelector('image, use, [href], [xlink\\:href]')).toBeNull();
    },
  );

  it('names the coins in Italian too', async () => {
    await i18n.changeLanguage('it');
    try {
      render(<CoinIcon coin="solana" />);
      expect(screen.getByRole('img', { name: 'Solana' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps the chain marks decorative beside the written chain name', () => {
    const { container } = render(<ChainIcon chain="bsc" />);
    const mark = container.querySelector('svg[data-chain="bsc"]');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
