import type { Action } from 'kbar';
import {
  Building2,
  LayoutDashboard,
  LogOut,
  Megaphone,
  ReceiptText,
  ScrollText,
  Settings,
  Tags,
  Users,
  Wallet,
} from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout, useSessionStore } from '#features/accounts/session-store.ts';

const icon = (Icon: typeof LogOut) => <Icon className="size-4" />;

/** SPEC section 2, Command palette: everyone's entries, plus an Admin section for admins. */
export function usePaletteActions(): Action[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isAdmin = useSessionStore((state) => state.user?.isAdmin === true);

  return useMemo(() => {
    const go = (path: string) => () => void navigate(path);
    const navigation = t('palette.navigationSection');
    const actions: Action[] = [
      {
        id: 'logout',
        name: t('palette.logout'),
        shortcut: ['l'],
        keywords: t('palette.logoutKeywords'),
        section: t('palette.accountSection'),
        icon: icon(LogOut),
        perform: () => void logout(),
      },
      {
        id: 'go-payments',
        name: t('palette.goPayments'),
        keywords: t('palette.goPaymentsKeywords'),
        section: navigation,
        icon: icon(Wallet),
        perform: go('/dashboard'),
      },
      {
        id: 'go-transactions',
        name: t('palette.goTransactions'),
        keywords: t('palette.goTransactionsKeywords'),
        section: navigation,
        icon: icon(ReceiptText),
        perform: go('/dashboard/transactions'),
      },
      {
        id: 'go-settings',
        name: t('palette.goSettings'),
        keywords: t('palette.goSettingsKeywords'),
        section: navigation,
        icon: icon(Settings),
        perform: go('/dashboard/settings'),
      },
    ];
    if (!isAdmin) return actions;
    const admin = t('palette.adminSection');
    return [
      ...actions,
      {
        id: 'admin-dashboard',
        name: t('palette.adminDashboard'),
        keywords: t('palette.adminDashboardKeywords'),
        section: admin,
        icon: icon(LayoutDashboard),
        perform: go('/admin'),
      },
      {
        id: 'admin-users',
        name: t('palette.adminUsers'),
        keywords: t('palette.adminUsersKeywords'),
        section: admin,
        icon: icon(Users),
        perform: go('/admin/users'),
      },
      {
        id: 'admin-announcements',
        name: t('palette.adminAnnouncements'),
        keywords: t('palette.adminAnnouncementsKeywords'),
        section: admin,
        icon: icon(Megaphone),
        perform: go('/admin/announcements'),
      },
      {
        id: 'admin-plans',
        name: t('palette.adminPlans'),
        keywords: t('palette.adminPlansKeywords'),
        section: admin,
        icon: icon(Tags),
        perform: go('/admin/plans'),
      },
      {
        id: 'admin-settings',
        name: t('palette.adminSettings'),
        keywords: t('palette.adminSettingsKeywords'),
        section: admin,
        icon: icon(Building2),
        perform: go('/admin/settings'),
      },
      {
        id: 'admin-audit',
        name: t('palette.adminAudit'),
        keywords: t('palette.adminAuditKeywords'),
        section: admin,
        icon: icon(ScrollText),
        perform: go('/admin/audit'),
      },
    ];
  }, [t, navigate, isAdmin]);
}
