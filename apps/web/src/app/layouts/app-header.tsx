import { LogOut, Menu, X } from 'lucide-react';
import { useKBar } from 'kbar';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '#components/ui/brand-logo.tsx';
import { Button } from '#components/ui/button.tsx';
import { logout, useSessionStore } from '#features/accounts/session-store.ts';
import { MerchantSwitcher } from '#features/accounts/members/components/merchant-switcher.tsx';
import { NotificationsBell } from '#features/notifications/components/notifications-bell.tsx';
import { isApplePlatform, paletteShortcutLabel } from '#lib/platform-keys.ts';
import type { NavItem } from './nav-items';
import { NavLinks } from './nav-links';

const MOBILE_NAV_ID = 'mobile-navigation';

interface AppHeaderProps {
  homePath: string;
  items: NavItem[];
  navLabel: string;
  actions?: ReactNode;
}

/** The signed-in header: navigation, palette, bell, email, logout and a mobile menu. */
export function AppHeader({ homePath, items, navLabel, actions }: AppHeaderProps) {
  const { t } = useTranslation();
  const { query } = useKBar();
  const { pathname } = useLocation();
  const email = useSessionStore((state) => state.user?.email ?? '');
  // The menu belongs to the page it was opened on: navigating from it closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const isMenuOpen = menuPath === pathname;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to={homePath}
          className="rounded-lg text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-white"
        >
          <BrandLogo />
        </Link>
        {/* Every section a merchant can have fits a 1280 px screen beside the account's controls
            (the email shows from 1536 px); on a narrower one, such as a 1024 px tablet at the
            till, a long set scrolls in place rather than pushing the page sideways. */}
        <nav
          aria-label={navLabel}
          className="hidden min-w-0 flex-1 overflow-x-auto [scrollbar-width:thin] lg:block"
        >
          <NavLinks items={items} orientation="horizontal" />
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <button
            type="button"
            onClick={() => query.toggle()}
            // The name holds the visible shortcut, as speech control users read it off the key.
            aria-label={`${t('palette.open')}, ${paletteShortcutLabel()}`}
            aria-keyshortcuts={isApplePlatform() ? 'Meta+K' : 'Control+K'}
            className="hidden items-center gap-2 rounded-lg border border-slate-200 px-2.5 py-1.5 text-xs text-slate-500 hover:border-slate-300 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 sm:inline-flex dark:border-slate-700 dark:text-slate-400 dark:hover:text-slate-200"
          >
            <kbd className="font-sans">{paletteShortcutLabel()}</kbd>
          </button>
          <div className="hidden md:block">
            <MerchantSwitcher />
          </div>
          {actions}
          <NotificationsBell />
          <span
            title={t('nav.signedInAs', { email })}
            className="hidden max-w-48 truncate px-2 text-sm text-slate-600 2xl:inline dark:text-slate-300"
          >
            {email}
          </span>
          {/* A wrapper hides it: `hidden` on the button would fight its own `inline-flex`. */}
          <div className="hidden lg:block">
            <Button variant="ghost" size="sm" onClick={() => void logout()}>
              <LogOut aria-hidden className="size-4" />
              {t('nav.logout')}
            </Button>
          </div>
          <button
            type="button"
            onClick={() => setMenuPath(isMenuOpen ? null : pathname)}
            aria-expanded={isMenuOpen}
            aria-controls={MOBILE_NAV_ID}
            aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 lg:hidden dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {isMenuOpen ? (
              <X aria-hidden className="size-5" />
            ) : (
              <Menu aria-hidden className="size-5" />
            )}
          </button>
        </div>
      </div>
      {isMenuOpen && (
        <nav
          id={MOBILE_NAV_ID}
          aria-label={navLabel}
          className="border-t border-slate-200 px-4 py-3 lg:hidden dark:border-slate-800"
        >
          <NavLinks items={items} orientation="vertical" />
          <div className="mt-3 md:hidden">
            <MerchantSwitcher />
          </div>
          <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-200 pt-3 dark:border-slate-800">
            <span className="truncate text-sm text-slate-600 dark:text-slate-300">{email}</span>
            <Button variant="secondary" size="sm" onClick={() => void logout()}>
              <LogOut aria-hidden className="size-4" />
              {t('nav.logout')}
            </Button>
          </div>
        </nav>
      )}
    </header>
  );
}
