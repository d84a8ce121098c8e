import en from '../../apps/web/src/i18n/locales/en.json' with { type: 'json' };
import it from '../../apps/web/src/i18n/locales/it.json' with { type: 'json' };

// The web app's own texts, so a journey runs unchanged in both languages (DESIGN section 12).

type Tree = { [key: string]: string | Tree };

export interface Language {
  lang: 'it' | 'en';
  /** The browser's locale: the app takes its language from it. */
  locale: string;
  /** The app's text for a key, with {{name}} filled in. */
  t: (key: string, params?: Record<string, string | number>) => string;
}

function translator(tree: Tree) {
  return (key: string, params: Record<string, string | number> = {}) => {
    const text = key
      .split('.')
      .reduce<string | Tree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        tree,
      );
    if (typeof text !== 'string') throw new Error(`No text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(params[name] ?? ''));
  };
}

export const ITALIAN: Language = { lang: 'it', locale: 'it-IT', t: translator(it) };
export const ENGLISH: Language = { lang: 'en', locale: 'en-US', t: translator(en) };
export const LANGUAGES = [ITALIAN, ENGLISH];
