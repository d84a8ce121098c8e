import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#i18n/index.ts';

/** A native select named "Language"; the choice is cached by the language detector. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage === 'en' ? 'en' : 'it';
  return (
    <div className="relative inline-flex items-center">
      <Languages
        aria-hidden
        className="pointer-events-none absolute left-2 size-4 text-slate-500 dark:text-slate-400"
      />
      <select
        aria-label={t('language.label')}
        value={current}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="h-8 appearance-none rounded-lg border border-slate-200 bg-white pr-3 pl-8 text-sm text-slate-700 hover:border-slate-300 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
