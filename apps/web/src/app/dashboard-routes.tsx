import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { canDo, hasFeature } from '#features/accounts/session-user.ts';
import { AssistantLauncher } from '#features/assistant/components/assistant-launcher.tsx';
import { RequireFeature } from './guards/require-feature';
import { RequirePermission } from './guards/require-permission';
import { AppShell } from './layouts/app-shell';
import { DashboardBanners } from './layouts/dashboard-banners';
import { dashboardNavItems, settingsSections } from './layouts/nav-items';
import { SettingsLayout } from './layouts/settings-layout';
import { DashboardHomeRoute } from './routes/dashboard-home';
import { TransactionsRoute } from './routes/transactions';

// Pages with their own chunk, so the shell and its navigation never wait for a page's code.
const SettingsWalletsRoute = lazy(() => import('./routes/settings-wallets'));

const SubscriptionsRoute = lazy(() => import('./routes/subscriptions'));
const InvoicingRoute = lazy(() => import('./routes/invoicing'));
const InsightsRoute = lazy(() => import('./routes/insights'));
const PosRoute = lazy(() => import('./routes/pos'));
const PaymentLinksRoute = lazy(() => import('./routes/payment-links'));

// Settings pages carry the shared form schemas (VAT, codice fiscale...): chunks of their own.
const SettingsProfileRoute = lazy(() => import('./routes/settings-profile'));
const SettingsSecurityRoute = lazy(() => import('./routes/settings-security'));
const SettingsDeveloperRoute = lazy(() => import('./routes/settings-developer'));
const SettingsSubscriptionRoute = lazy(() => import('./routes/settings-subscription'));
const SettingsBillingRoute = lazy(() => import('./routes/settings-billing'));
const SettingsTeamRoute = lazy(() => import('./routes/settings-team'));

/** /dashboard/* (SPEC section 2, Merchant dashboard). Loaded on demand, behind the guards. */
export default function DashboardRoutes() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const items = user ? dashboardNavItems(user) : [];
  // The settings index opens the first page the role may see (a cashier's is Security).
  const firstSettings = (user && settingsSections(user)[0]) ?? 'security';
  // A team that requires two-factor of a person without it: only Security, until it is on.
  const mustSetUpTwoFactor = user?.membership?.twoFactorSetupRequired === true;
  return (
    <Routes>
      <Route
        element={
          <AppShell
            homePath="/dashboard"
            items={items}
            navLabel={t('nav.main')}
            banner={<DashboardBanners />}
            actions={
              user && hasFeature(user, 'insights') && canDo(user, 'assistant.use') ? (
                <AssistantLauncher />
              ) : undefined
            }
          />
        }
      >
        {mustSetUpTwoFactor && (
          <>
            <Route path="settings" element={<SettingsLayout />}>
              <Route path="security" element={<SettingsSecurityRoute />} />
            </Route>
            <Route path="*" element={<Navigate to="/dashboard/settings/security" replace />} />
          </>
        )}
        {!mustSetUpTwoFactor && (
          <>
            <Route index element={<DashboardHomeRoute />} />
            <Route element={<RequirePermission permissions={['transactions.read']} />}>
              <Route path="transactions" element={<TransactionsRoute />} />
            </Route>
            <Route element={<RequireFeature feature="subscriptions" />}>
              <Route element={<RequirePermission permissions={['recurring.read']} />}>
                <Route path="subscriptions" element={<SubscriptionsRoute />} />
              </Route>
            </Route>
            <Route element={<RequireFeature feature="insights" />}>
              <Route element={<RequirePermission permissions={['stats.read']} />}>
                <Route path="insights" element={<InsightsRoute />} />
              </Route>
            </Route>
            <Route element={<RequireFeature feature="invoicing" />}>
              <Route element={<RequirePermission permissions={['invoices.read']} />}>
                <Route path="invoicing/*" element={<InvoicingRoute />} />
              </Route>
            </Route>
            <Route element={<RequireFeature feature="developer" />}>
              <Route element={<RequirePermission permissions={['links.manage']} />}>
                <Route path="links" element={<PaymentLinksRoute />} />
              </Route>
            </Route>
            <Route element={<RequireFeature feature="pos" />}>
              <Route element={<RequirePermission permissions={['pos.sell']} />}>
                <Route path="pos" element={<PosRoute />} />
              </Route>
            </Route>
            <Route path="settings" element={<SettingsLayout />}>
              <Route index element={<Navigate to={firstSettings} replace />} />
              <Route path="security" element={<SettingsSecurityRoute />} />
              <Route element={<RequirePermission permissions={['settings.read']} />}>
                <Route path="profile" element={<SettingsProfileRoute />} />
              </Route>
              <Route
                element={<RequirePermission permissions={['settings.read', 'wallets.write']} />}
              >
                <Route path="wallets" element={<SettingsWalletsRoute />} />
              </Route>
              <Route element={<RequirePermission permissions={['members.read']} />}>
                <Route path="team" element={<SettingsTeamRoute />} />
              </Route>
              <Route element={<RequirePermission permissions={['billing.read']} />}>
                <Route path="subscription" element={<SettingsSubscriptionRoute />} />
                <Route path="billing" element={<SettingsBillingRoute />} />
              </Route>
              <Route element={<RequireFeature feature="developer" />}>
                <Route element={<RequirePermission permissions={['developer.manage']} />}>
                  <Route path="developer" element={<SettingsDeveloperRoute />} />
                </Route>
              </Route>
            </Route>
            <Route path="*" element={<Navigate to="/dashboard" replace />} />
          </>
        )}
      </Route>
    </Routes>
  );
}
