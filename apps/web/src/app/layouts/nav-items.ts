import type { PlanFeature } from '@incasso/shared/plans';
import { hasFeature, type SessionUser } from '#features/accounts/session-user.ts';

export interface NavItem {
  to: string;
  labelKey: string;
  /** Matches only the exact path (the section's index). */
  end?: boolean;
}

interface GatedNavItem extends NavItem {
  /** Shown only when the user's plan unlocks it. */
  feature?: PlanFeature;
}

// SPEC section 2, Header, in its order. Transactions stays visible to free users, who get an
// upgrade prompt there; the other paid pages are hidden (they redirect anyway).
const DASHBOARD_ITEMS: GatedNavItem[] = [
  { to: '/dashboard', labelKey: 'nav.payments', end: true },
  { to: '/dashboard/subscriptions', labelKey: 'nav.subscriptions', feature: 'subscriptions' },
  { to: '/dashboard/invoicing', labelKey: 'nav.invoicing', feature: 'invoicing' },
  { to: '/dashboard/pos', labelKey: 'nav.pos', feature: 'pos' },
  { to: '/dashboard/transactions', labelKey: 'nav.transactions' },
  { to: '/dashboard/insights', labelKey: 'nav.insights', feature: 'insights' },
  { to: '/dashboard/settings', labelKey: 'nav.settings' },
];

export function dashboardNavItems(user: SessionUser): NavItem[] {
  return DASHBOARD_ITEMS.filter((item) => !item.feature || hasFeature(user, item.feature));
}

export const ADMIN_NAV_ITEMS: NavItem[] = [
  { to: '/admin', labelKey: 'admin.dashboard', end: true },
  { to: '/admin/users', labelKey: 'admin.users' },
  { to: '/admin/announcements', labelKey: 'admin.announcements' },
  { to: '/admin/plans', labelKey: 'admin.plansNav' },
  { to: '/admin/settings', labelKey: 'admin.settingsNav' },
  { to: '/admin/audit', labelKey: 'admin.auditNav' },
];
