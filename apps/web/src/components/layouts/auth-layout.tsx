import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../ui/brand-logo';
import { LanguageSwitcher } from '../ui/language-switcher';
import { ThemeSwitcher } from '../ui/theme-switcher';
import { AuthMarketing } from './auth-marketing';

/** The body class SPEC section 2 asks for on /login and /register. */
export const AUTH_PAGE_CLASS = 'auth-page';
const MARKED_PATHS = ['/login', '/register'];

/** Two columns: marketing on the left (large screens only), the form on the right. */
export function AuthLayout() {
  const { pathname } = useLocation();
  const isMarked = MARKED_PATHS.includes(pathname);

  useEffect(() => {
    if (!isMarked) return;
    document.body.classList.add(AUTH_PAGE_CLASS);
    return () => document.body.classList.remove(AUTH_PAGE_CLASS);
  }, [isMarked]);

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <AuthMarketing />
      <div className="flex flex-col">
        <header className="flex items-center justify-between gap-3 p-4 sm:p-6 lg:justify-end">
          <BrandLogo className="text-slate-900 lg:hidden dark:text-white" />
          <div className="flex items-center gap-2">
            <ThemeSwitcher />
            <LanguageSwitcher />
          </div>
        </header>
        <main id="main" className="flex flex-1 items-center justify-center px-4 pt-4 pb-16 sm:px-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
