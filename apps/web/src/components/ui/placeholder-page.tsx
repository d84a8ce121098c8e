import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface PlaceholderPageProps {
  titleKey: string;
  /** 2 inside a layout that already has the page's h1 (settings). */
  headingLevel?: 1 | 2;
}

/** An honest stand-in for a page whose feature is not built yet. */
export function PlaceholderPage({ titleKey, headingLevel = 1 }: PlaceholderPageProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="space-y-6">
      <Heading
        className={
          headingLevel === 1
            ? 'text-2xl font-semibold tracking-tight text-slate-900 dark:text-white'
            : 'text-lg font-semibold text-slate-900 dark:text-white'
        }
      >
        {t(titleKey)}
      </Heading>
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white/60 px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900/40">
        <Construction aria-hidden className="size-8 text-slate-400" />
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-500/15 dark:text-amber-300">
          {t('placeholder.badge')}
        </span>
        <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">
          {t('placeholder.body')}
        </p>
      </div>
    </section>
  );
}
