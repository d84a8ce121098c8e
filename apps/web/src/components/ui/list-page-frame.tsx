import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * A page of things a merchant makes on one of their wallets (schedules, payment links): its
 * title and intro, the "new" button while the list shows, and why it is off without a wallet.
 */
export function ListPageFrame({
  title,
  intro,
  newLabel,
  onNew,
  isList,
  noWalletText,
  children,
}: {
  title: string;
  intro: string;
  newLabel: string;
  onNew: () => void;
  /** The list is showing (not a form or one item's page). */
  isList: boolean;
  /** Said while the merchant has no wallet, whose absence turns "new" off; null when they have. */
  noWalletText: string | null;
  children: ReactNode;
}) {
  return (
    <section className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
            {title}
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">{intro}</p>
        </div>
        {isList && (
          <Button onClick={onNew} disabled={noWalletText !== null}>
            <Plus aria-hidden className="size-4" />
            {newLabel}
          </Button>
        )}
      </header>
      {isList && noWalletText !== null && (
        <p role="status" className="text-sm text-amber-700 dark:text-amber-300">
          {noWalletText}
        </p>
      )}
      {children}
    </section>
  );
}

/** An empty list's invitation, in the list's place. */
export function EmptyListNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
      {children}
    </p>
  );
}
