import type { Action } from 'kbar';
import {
  Building2,
  CalendarClock,
  FilePlus2,
  FileText,
  Languages,
  LayoutDashboard,
  LogOut,
  Megaphone,
  Plus,
  ReceiptText,
  ScrollText,
  Settings,
  Sparkles,
  Store,
  SunMoon,
  Tags,
  Users,
  Wallet,
} from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout, useSessionStore } from '#features/accounts/session-store.ts';
import type { Permission } from '@incasso/shared/members';
import { canDo, hasFeature } from '#features/accounts/session-user.ts';
import { switchTo } from '#features/accounts/members/api/team.ts';
import { MERCHANT_SETTINGS_PERMISSIONS } from './nav-items';
import { useThemeStore } from '#lib/theme-store.ts';
import { resolveTheme } from '#lib/theme.ts';

const icon = (Icon: typeof LogOut) => <Icon className="size-4" />;

type Entry = Omit<Action, 'section' | 'icon'> & { icon: typeof LogOut };

/**
 * SPEC section 2, Command palette, grown by issue 20: every destination of the user's plan, the
 * main actions, the Admin section for admins only, and "Log out" last, never the first row a
 * stray Enter would run.
 */
export function usePaletteActions(): Action[] {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const setTheme = useThemeStore((state) => state.setTheme);
  const theme = useThemeStore((state) => state.theme);

  return useMemo(() => {
    const go = (path: string) => () => void navigate(path);
    const can = (feature: Parameters<typeof hasFeature>[1]) =>
      user !== null && hasFeature(user, feature);
    // What the member's role may open (decision note 091); the server refuses the rest anyway.
    const may = (...permissions: Permission[]) => user !== null && canDo(user, ...permissions);
    const section = (name: string, entries: (Entry | false)[]): Action[] =>
      entries.flatMap((entry) =>
        entry ? [{ ...entry, section: name, icon: icon(entry.icon) }] : [],
      );
    const dark = resolveTheme(theme, window.matchMedia?.('(prefers-color-scheme: dark)').matches);
    const otherLanguage = i18n.resolvedLanguage === 'en' ? 'it' : 'en';

    const navigation = section(t('palette.navigationSection'), [
      {
        id: 'go-payments',
        name: t('palette.goPayments'),
        keywords: t('palette.goPaymentsKeywords'),
        icon: Wallet,
        perform: go('/dashboard'),
      },
      can('subscriptions') &&
        may('recurring.read') && {
          id: 'go-recurring',
          name: t('palette.goRecurring'),
          keywords: t('palette.goRecurringKeywords'),
          icon: CalendarClock,
          perform: go('/dashboard/subscriptions'),
        },
      can('invoicing') &&
        may('invoices.read') && {
          id: 'go-invoicing',
          name: t('palette.goInvoicing'),
          keywords: t('palette.goInvoicingKeywords'),
          icon: FileText,
          perform: go('/dashboard/invoicing'),
        },
      can('pos') &&
        may('pos.sell') && {
          id: 'go-pos',
          name: t('palette.goPos'),
          keywords: t('palette.goPosKeywords'),
          icon: Store,
          perform: go('/dashboard/pos'),
        },
      may('transactions.read') && {
        id: 'go-transactions',
        name: t('palette.goTransactions'),
        keywords: t('palette.goTransactionsKeywords'),
        icon: ReceiptText,
        perform: go('/dashboard/transactions'),
      },
      can('insights') &&
        may('stats.read') && {
          id: 'go-insights',
          name: t('palette.goInsights'),
          keywords: t('palette.goInsightsKeywords'),
          icon: Sparkles,
          perform: go('/dashboard/insights'),
        },
      may(...MERCHANT_SETTINGS_PERMISSIONS) && {
        id: 'go-settings',
        name: t('palette.goSettings'),
        keywords: t('palette.goSettingsKeywords'),
        icon: Settings,
        perform: go('/dashboard/settings'),
      },
      may('settings.read', 'wallets.write') && {
        id: 'go-wallets',
        name: t('palette.goWallets'),
        keywords: t('palette.goWalletsKeywords'),
        icon: Wallet,
        perform: go('/dashboard/settings/wallets'),
      },
      {
        id: 'go-security',
        name: t('palette.goSecurity'),
        keywords: t('palette.goSecurityKeywords'),
        icon: Settings,
        perform: go('/dashboard/settings/security'),
      },
      may('billing.read') && {
        id: 'go-plan',
        name: t('palette.goPlan'),
        keywords: t('palette.goPlanKeywords'),
        icon: Tags,
        perform: go('/dashboard/settings/subscription'),
      },
      may('members.read') && {
        id: 'go-team',
        name: t('palette.goTeam'),
        keywords: t('palette.goTeamKeywords'),
        icon: Users,
        perform: go('/dashboard/settings/team'),
      },
      {
        id: 'go-api-docs',
        name: t('palette.goApiDocs'),
        keywords: t('palette.goApiDocsKeywords'),
        icon: ScrollText,
        perform: go('/api-docs'),
      },
    ]);
    const actions = section(t('palette.actionsSection'), [
      may('payments.create') && {
        id: 'new-request',
        name: t('palette.newRequest'),
        keywords: t('palette.newRequestKeywords'),
        icon: Plus,
        perform: go('/dashboard#new-payment'),
      },
      can('invoicing') &&
        may('invoices.write') && {
          id: 'new-invoice',
          name: t('palette.newInvoice'),
          keywords: t('palette.newInvoiceKeywords'),
          icon: FilePlus2,
          perform: go('/dashboard/invoicing/new'),
        },
      {
        id: 'toggle-theme',
        name: dark ? t('palette.lightTheme') : t('palette.darkTheme'),
        keywords: t('palette.themeKeywords'),
        icon: SunMoon,
        perform: () => setTheme(dark ? 'light' : 'dark'),
      },
      {
        id: 'toggle-language',
        name: t('palette.switchLanguage', { language: t(`language.${otherLanguage}`) }),
        keywords: t('palette.languageKeywords'),
        icon: Languages,
        perform: () => void i18n.changeLanguage(otherLanguage),
      },
    ]);
    const admin = section(t('palette.adminSection'), [
      {
        id: 'admin-dashboard',
        name: t('palette.adminDashboard'),
        keywords: t('palette.adminDashboardKeywords'),
        icon: LayoutDashboard,
        perform: go('/admin'),
      },
      {
        id: 'admin-users',
        name: t('palette.adminUsers'),
        keywords: t('palette.adminUsersKeywords'),
        icon: Users,
        perform: go('/admin/users'),
      },
      {
        id: 'admin-announcements',
        name: t('palette.adminAnnouncements'),
        keywords: t('palette.adminAnnouncementsKeywords'),
        icon: Megaphone,
        perform: go('/admin/announcements'),
      },
      {
        id: 'admin-plans',
        name: t('palette.adminPlans'),
        keywords: t('palette.adminPlansKeywords'),
        icon: Tags,
        perform: go('/admin/plans'),
      },
      {
        id: 'admin-settings',
        name: t('palette.adminSettings'),
        keywords: t('palette.adminSettingsKeywords'),
        icon: Building2,
        perform: go('/admin/settings'),
      },
      {
        id: 'admin-audit',
        name: t('palette.adminAudit'),
        keywords: t('palette.adminAuditKeywords'),
        icon: ScrollText,
        perform: go('/admin/audit'),
      },
    ]);
    const membership = user?.membership;
    const switches: Entry[] = (membership?.memberships ?? [])
      .filter((choice) => choice.merchantId !== membership?.merchantId)
      .map((choice) => ({
        id: `switch-${choice.merchantId}`,
        name: t('palette.switchMerchant', { name: choice.merchantName }),
        keywords: t('palette.switchMerchantKeywords'),
        icon: Building2,
        perform: () => void switchTo(choice.merchantId),
      }));
    const account = section(t('palette.accountSection'), [
      ...switches,
      {
        id: 'logout',
        name: t('palette.logout'),
        shortcut: ['l'],
        keywords: t('palette.logoutKeywords'),
        icon: LogOut,
        perform: () => void logout(),
      },
    ]);
    return [...navigation, ...actions, ...(user?.isAdmin ? admin : []), ...account];
  }, [t, i18n, navigate, user, theme, setTheme]);
}
