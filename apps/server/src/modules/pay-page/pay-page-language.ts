import { PAY_PAGE_LANGUAGES, type PayPageLanguage } from '@incasso/shared/pay-page';

// SPEC section 1: Italian is the fallback. The page is rendered before any script runs, so the
// server decides: an explicit `?lng=` first (the page's own language links), then the
// browser's Accept-Language in its order of preference. Regional tags count as their language
// ('en-GB' is English), as the web app's i18next does.
const FALLBACK: PayPageLanguage = 'it';

function supported(tag: string): PayPageLanguage | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0];
  return PAY_PAGE_LANGUAGES.find((language) => language === primary);
}

/** `en-US,en;q=0.9,it;q=0.8` → the tags by quality, highest first, ties in header order. */
function byPreference(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { tag, quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ quality }) => quality > 0 && !Number.isNaN(quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

export function payPageLanguage(hints: {
  lng?: string | undefined;
  acceptLanguage?: string | undefined;
}): PayPageLanguage {
  const chosen = hints.lng === undefined ? undefined : supported(hints.lng);
  if (chosen) return chosen;
  for (const tag of byPreference(hints.acceptLanguage ?? '')) {
    const language = supported(tag);
    if (language) return language;
  }
  return FALLBACK;
}
