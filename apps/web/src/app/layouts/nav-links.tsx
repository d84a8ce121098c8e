import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-items';

interface NavLinksProps {
  items: NavItem[];
  orientation: 'horizontal' | 'vertical';
}

export function NavLinks({ items, orientation }: NavLinksProps) {
  const { t } = useTranslation();
  return (
    <ul
      className={clsx('flex', orientation === 'vertical' ? 'flex-col gap-1' : 'items-center gap-1')}
    >
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            className={({ isActive }) =>
              clsx(
                'block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500',
                isActive
                  ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300'
                  : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
              )
            }
          >
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
