import type { LucideIcon } from 'lucide-react';
import { buttonClasses } from './button-classes';

interface NextStepCardProps {
  icon: LucideIcon;
  title: string;
  body: string;
  action: string;
  /** An anchor on the same page ('#new-payment'). */
  href: `#${string}`;
}

/** An empty state that names the one thing to do next, and links to where it is done. */
export function NextStepCard({ icon: Icon, title, body, action, href }: NextStepCardProps) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-indigo-200 bg-indigo-50/60 p-5 sm:flex-row sm:items-center sm:p-6 dark:border-indigo-500/30 dark:bg-indigo-500/10">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-indigo-600 shadow-sm dark:bg-slate-900 dark:text-indigo-300">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{body}</p>
      </div>
      <a href={href} className={buttonClasses('primary', 'md', 'shrink-0 self-start sm:self-auto')}>
        {action}
      </a>
    </section>
  );
}
