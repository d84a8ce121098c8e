import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { COIN_MARKS, type CoinId } from './coin-marks';

/**
 * A coin's mark in a circle, 1.25em by default, named for screen readers (`coins.<id>`): for
 * places where the mark stands alone. Beside a written name, ChainIcon's decorative mark is used.
 */
export function CoinIcon({ coin, className }: { coin: CoinId; className?: string }) {
  const { t } = useTranslation();
  const mark = COIN_MARKS[coin];
  const name = t(`coins.${coin}`);
  return (
    <svg
      viewBox="0 0 24 24"
      role="img"
      aria-label={name}
      className={clsx('size-5 shrink-0', className)}
      data-coin={coin}
    >
      <title>{name}</title>
      <circle cx="12" cy="12" r="12" fill={mark.background} />
      {mark.glyph}
    </svg>
  );
}
