import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { fullResources, signInResources } from './resources';

export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

// SPEC section 1: Italian is the fallback; the detection order is query `lng`, cookie
// `i18next`, local storage `i18nextLng`, browser language, html tag. The choice is remembered
// in local storage.
// The sign-in build (decision note 093) carries the sign-in pages' texts only; its define makes
// this a constant, so the bundler drops the other.
const resources = import.meta.env.VITE_SIGN_IN_ONLY ? signInResources : fullResources;

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: 'it',
    supportedLngs: LANGUAGES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
    },
    react: { useSuspense: false },
  });

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language.split('-')[0] ?? 'it';
}

syncDocumentLanguage(i18n.resolvedLanguage ?? 'it');
i18n.on('languageChanged', () => syncDocumentLanguage(i18n.resolvedLanguage ?? 'it'));

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'it';
}

export default i18n;
