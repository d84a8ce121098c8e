import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CommandPalette } from '#components/ui/command-palette/command-palette.tsx';
import { FullScreenLoader } from '#components/ui/full-screen-loader.tsx';
import { useSessionEnded } from '#features/accounts/hooks/use-session-ended.ts';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import type { NavItem } from './nav-items';
import { usePaletteActions } from './use-palette-actions';

interface AppShellProps {
  homePath: string;
  items: NavItem[];
  navLabel: string;
  /** Shown above every page of the area (the dashboard's announcement and reminders). */
  banner?: ReactNode;
  /** Header buttons of the area, beside the notifications (the dashboard's assistant). */
  actions?: ReactNode;
}

/** The frame of every signed-in page (dashboard and admin): palette, header, page, footer. */
export function AppShell({ banner, ...props }: AppShellProps) {
  const { t } = useTranslation();
  const actions = usePaletteActions();
  useSessionEnded();
  return (
    <CommandPalette actions={actions}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-indigo-600 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('nav.skipToContent')}
        </a>
        {/* A printed page (a POS receipt) leaves the header and footer out; `contents` keeps the header sticky. */}
        <div className="contents print:hidden">
          <AppHeader {...props} />
        </div>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto focus:outline-none w-full max-w-7xl flex-1 space-y-6 px-4 py-8 sm:px-6"
        >
          {banner}
          <Suspense fallback={<FullScreenLoader />}>
            <Outlet />
          </Suspense>
        </main>
        <div className="contents print:hidden">
          <AppFooter />
        </div>
      </div>
    </CommandPalette>
  );
}
