import type { Permission } from '@incasso/shared/members';
import type { PlanFeature } from '@incasso/shared/plans';
import { canDo, hasFeature, type SessionUser } from '#features/accounts/session-user.ts';

export interface NavItem {
  to: string;
  labelKey: string;
  /** Matches only the exact path (the section's index). */
  end?: boolean;
}

interface GatedNavItem extends NavItem {
  /** Shown only when the user's plan unlocks it. */
  feature?: PlanFeature;
  /** Shown only when the member's role holds one of these (decision note 091). */
  permissions?: Permission[];
}

/** What a member needs to see any merchant settings page (Security is the person's own). */
export const MERCHANT_SETTINGS_PERMISSIONS: Permission[] = [
  'settings.read',
  'members.read',
  'billing.read',
  'developer.manage',
];

// SPEC section 2, Header, in its order. Transactions stays visible to free users, who get an
// upgrade prompt there; the other paid pages are hidden (they redirect anyway).
const DASHBOARD_ITEMS: GatedNavItem[] = [
  { to: '/dashboard', labelKey: 'nav.payments', end: true },
  {
    to: '/dashboard/subscriptions',
    labelKey: 'nav.subscriptions',
    feature: 'subscriptions',
    permissions: ['recurring.read'],
  },
  {
    to: '/dashboard/invoicing',
    labelKey: 'nav.invoicing',
    feature: 'invoicing',
    permissions: ['invoices.read'],
  },
  {
    to: '/dashboard/links',
    labelKey: 'nav.paymentLinks',
    feature: 'developer',
    permissions: ['links.manage'],
  },
  { to: '/dashboard/pos', labelKey: 'nav.pos', feature: 'pos', permissions: ['pos.sell'] },
  {
    to: '/dashboard/transactions',
    labelKey: 'nav.transactions',
    permissions: ['transactions.read'],
  },
  {
    to: '/dashboard/insights',
    labelKey: 'nav.insights',
    feature: 'insights',
    permissions: ['stats.read'],
  },
  {
    to: '/dashboard/settings',
    labelKey: 'nav.settings',
    permissions: MERCHANT_SETTINGS_PERMISSIONS,
  },
];

/**
 * The header's pages: what the merchant's plan unlocks and the member's role may open. A role
 * with no merchant settings (a cashier) still finds its own account (password, two-factor).
 */
export function dashboardNavItems(user: SessionUser): NavItem[] {
  const items: NavItem[] = DASHBOARD_ITEMS.filter(
    (item) =>
      (!item.feature || hasFeature(user, item.feature)) &&
      (!item.permissions || canDo(user, ...item.permissions)),
  ).map(({ to, labelKey, end }) => (end ? { to, labelKey, end } : { to, labelKey }));
  if (!canDo(user, ...MERCHANT_SETTINGS_PERMISSIONS)) {
    items.push({ to: '/dashboard/settings/security', labelKey: 'nav.account' });
  }
  return items;
}

export const ADMIN_NAV_ITEMS: NavItem[] = [
  { to: '/admin', labelKey: 'admin.dashboard', end: true },
  { to: '/admin/users', labelKey: 'admin.users' },
  { to: '/admin/announcements', labelKey: 'admin.announcements' },
  { to: '/admin/plans', labelKey: 'admin.plansNav' },
  { to: '/admin/settings', labelKey: 'admin.settingsNav' },
  { to: '/admin/audit', labelKey: 'admin.auditNav' },
];

interface Section {
  name: string;
  /** The member's role must hold one of these (none: the person's own page). */
  permissions?: Permission[];
  feature?: PlanFeature;
}

/** The settings pages, each with what the role needs to open it (routes guard the same). */
export const SETTINGS_SECTIONS: readonly Section[] = [
  { name: 'profile', permissions: ['settings.read'] },
  { name: 'wallets', permissions: ['settings.read', 'wallets.write'] },
  { name: 'security' },
  { name: 'team', permissions: ['members.read'] },
  { name: 'subscription', permissions: ['billing.read'] },
  { name: 'billing', permissions: ['billing.read'] },
  { name: 'developer', permissions: ['developer.manage'], feature: 'developer' },
];

/** The settings pages `user` may open, in the menu's order. */
export function settingsSections(user: SessionUser): string[] {
  return SETTINGS_SECTIONS.filter(
    (section) =>
      (!section.feature || hasFeature(user, section.feature)) &&
      (!section.permissions || canDo(user, ...section.permissions)),
  ).map((section) => section.name);
}
