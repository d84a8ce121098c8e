import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CommandPalette } from '../../components/ui/command-palette/command-palette';
import { FullScreenLoader } from '../../components/ui/full-screen-loader';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import type { NavItem } from './nav-items';
import { usePaletteActions } from './use-palette-actions';

interface AppShellProps {
  homePath: string;
  items: NavItem[];
  navLabel: string;
}

/** The frame of every signed-in page (dashboard and admin): palette, header, page, footer. */
export function AppShell(props: AppShellProps) {
  const actions = usePaletteActions();
  return (
    <CommandPalette actions={actions}>
      <div className="flex min-h-dvh flex-col">
        <AppHeader {...props} />
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
          <Suspense fallback={<FullScreenLoader />}>
            <Outlet />
          </Suspense>
        </main>
        <AppFooter />
      </div>
    </CommandPalette>
  );
}
