import { z } from 'zod';

// SPEC section 1: the interface speaks Italian and English, Italian is the fallback. The server
// keeps each user's language so that emails reach them in it.

export const LOCALES = ['it', 'en'] as const;
export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;
export const DEFAULT_LOCALE: Locale = 'it';

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * The supported language the browser prefers most, by RFC 9110's quality values
 * ('en-GB,en;q=0.9,it;q=0.8' → 'en'); Italian when it names none of ours.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q ? Number(q) : 1,
        index,
      };
    })
    .filter((entry) => entry.q > 0 && isLocale(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const best = ranked[0]?.language;
  return best && isLocale(best) ? best : DEFAULT_LOCALE;
}
