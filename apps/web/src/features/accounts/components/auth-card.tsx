import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  aside?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The heading, body and footer shared by the sign-in, sign-up and recovery pages. */
export function AuthCard({ title, subtitle, aside, children, footer }: AuthCardProps) {
  return (
    <div className="w-full max-w-sm space-y-8">
      <header className="space-y-2">
        {aside}
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
          {title}
        </h1>
        {subtitle && <p className="text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
      </header>
      {children}
      {footer && <p className="text-center text-sm text-slate-600 dark:text-slate-400">{footer}</p>}
    </div>
  );
}
