import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '#components/ui/language-switcher.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { ThemeSwitcher } from '#components/ui/theme-switcher.tsx';

/** Preferences and the API docs link, on every signed-in page. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm sm:px-6">
        <TextLink to="/api-docs">{t('apiDocs.title')}</TextLink>
        <div className="flex items-center gap-2">
          <ThemeSwitcher />
          <LanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}
