import type { ReactNode } from 'react';

interface DocsSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A top-level section of the page, reachable from the section links by its id. */
export function DocsSection({ id, title, children }: DocsSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-5">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A titled block of explanation inside a section. */
export function DocsTopic({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="max-w-3xl space-y-2">
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h3>
      <div className="space-y-2 text-sm text-slate-600 dark:text-slate-300">{children}</div>
    </div>
  );
}
