import { clsx } from 'clsx';

/** The wordmark: a small mark plus the product name, given by the caller. */
export function BrandMark({ name, className }: { name: string; className?: string }) {
  return (
    <span
      className={clsx('inline-flex items-center gap-2 font-semibold tracking-tight', className)}
    >
      <span
        aria-hidden
        className="grid size-7 place-items-center rounded-lg bg-gradient-to-br from-indigo-500 to-emerald-500 text-sm font-bold text-white"
      >
        I
      </span>
      {name}
    </span>
  );
}
