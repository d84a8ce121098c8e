import { hasPaidPlan, type SessionUser } from '#features/accounts/session-user.ts';

export interface NavItem {
  to: string;
  labelKey: string;
  /** Matches only the exact path (the section's index). */
  end?: boolean;
}

interface GatedNavItem extends NavItem {
  isPaid?: boolean;
}

// SPEC section 2, Header, in its order. Transactions stays visible to free users, who get an
// upgrade prompt there; the other paid pages are hidden (they redirect anyway).
const DASHBOARD_ITEMS: GatedNavItem[] = [
  { to: '/dashboard', labelKey: 'nav.payments', end: true },
  { to: '/dashboard/subscriptions', labelKey: 'nav.subscriptions', isPaid: true },
  { to: '/dashboard/invoicing', labelKey: 'nav.invoicing', isPaid: true },
  { to: '/dashboard/pos', labelKey: 'nav.pos', isPaid: true },
  { to: '/dashboard/transactions', labelKey: 'nav.transactions' },
  { to: '/dashboard/insights', labelKey: 'nav.insights', isPaid: true },
  { to: '/dashboard/settings', labelKey: 'nav.settings' },
];

export function dashboardNavItems(user: SessionUser): NavItem[] {
  return DASHBOARD_ITEMS.filter((item) => !item.isPaid || hasPaidPlan(user));
}

export const ADMIN_NAV_ITEMS: NavItem[] = [
  { to: '/admin', labelKey: 'admin.dashboard', end: true },
  { to: '/admin/users', labelKey: 'admin.users' },
  { to: '/admin/announcements', labelKey: 'admin.announcements' },
  { to: '/admin/plans', labelKey: 'admin.plansNav' },
  { to: '/admin/settings', labelKey: 'admin.settingsNav' },
  { to: '/admin/audit', labelKey: 'admin.auditNav' },
];
