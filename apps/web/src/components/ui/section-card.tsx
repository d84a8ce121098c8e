import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** A badge or action beside the title (e.g. "Enabled"). */
  aside?: ReactNode;
  children: ReactNode;
  /** Heading level inside the page: settings pages already have an h1 and an h2. */
  headingLevel?: 2 | 3;
}

/** A titled white card, the unit settings pages are built from. */
export function SectionCard({
  title,
  description,
  aside,
  children,
  headingLevel = 3,
}: SectionCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6 dark:border-slate-800">
        <div className="min-w-0 space-y-1">
          <Heading className="text-base font-semibold text-slate-900 dark:text-white">
            {title}
          </Heading>
          {description && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
          )}
        </div>
        {aside}
      </header>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}
