import type { Language } from '#i18n/index.ts';

/** A share in basis points as a percentage with at most one decimal ("66.7 %"). */
export function formatShare(bps: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
    bps / 10_000,
  );
}
