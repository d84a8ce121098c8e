import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { settingsSections } from './nav-items';

/** /dashboard/settings/*: the side menu of what the plan and the role open, beside the page. */
export function SettingsLayout() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const sections = user ? settingsSections(user) : [];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
        {t('settings.title')}
      </h1>
      <div className="flex flex-col gap-8 md:flex-row">
        <nav aria-label={t('settings.menu')} className="md:w-56 md:shrink-0">
          {/* On a phone the sections wrap onto a second row: a strip scrolling sideways hid the
              later ones, the open one included (Billing, Developers). */}
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {sections.map((section) => (
              <li key={section}>
                <NavLink
                  to={`/dashboard/settings/${section}`}
                  className={({ isActive }) =>
                    clsx(
                      'block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-indigo-500',
                      isActive
                        ? 'bg-white text-indigo-700 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:text-indigo-300 dark:ring-slate-700'
                        : 'text-slate-600 hover:bg-white hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-900 dark:hover:text-white',
                    )
                  }
                >
                  {t(`settings.${section}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
