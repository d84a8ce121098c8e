import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { hasFeature } from '#features/accounts/session-user.ts';
import { AssistantLauncher } from '#features/assistant/components/assistant-launcher.tsx';
import { RequireFeature } from './guards/require-feature';
import { AppShell } from './layouts/app-shell';
import { DashboardBanners } from './layouts/dashboard-banners';
import { dashboardNavItems } from './layouts/nav-items';
import { SettingsLayout } from './layouts/settings-layout';
import { DashboardHomeRoute } from './routes/dashboard-home';
import { TransactionsRoute } from './routes/transactions';

// Pages with their own chunk, so the shell and its navigation never wait for a page's code.
const SettingsWalletsRoute = lazy(() => import('./routes/settings-wallets'));

const SubscriptionsRoute = lazy(() => import('./routes/subscriptions'));
const InvoicingRoute = lazy(() => import('./routes/invoicing'));
const InsightsRoute = lazy(() => import('./routes/insights'));
const PosRoute = lazy(() => import('./routes/pos'));

// Settings pages carry the shared form schemas (VAT, codice fiscale...): chunks of their own.
const SettingsProfileRoute = lazy(() => import('./routes/settings-profile'));
const SettingsSecurityRoute = lazy(() => import('./routes/settings-security'));
const SettingsDeveloperRoute = lazy(() => import('./routes/settings-developer'));
const SettingsSubscriptionRoute = lazy(() => import('./routes/settings-subscription'));
const SettingsBillingRoute = lazy(() => import('./routes/settings-billing'));

/** /dashboard/* (SPEC section 2, Merchant dashboard). Loaded on demand, behind the guards. */
export default function DashboardRoutes() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const items = user ? dashboardNavItems(user) : [];
  return (
    <Routes>
      <Route
        element={
          <AppShell
            homePath="/dashboard"
            items={items}
            navLabel={t('nav.main')}
            banner={<DashboardBanners />}
            actions={user && hasFeature(user, 'insights') ? <AssistantLauncher /> : undefined}
          />
        }
      >
        <Route index element={<DashboardHomeRoute />} />
        <Route path="transactions" element={<TransactionsRoute />} />
        <Route element={<RequireFeature feature="subscriptions" />}>
          <Route path="subscriptions" element={<SubscriptionsRoute />} />
        </Route>
        <Route element={<RequireFeature feature="insights" />}>
          <Route path="insights" element={<InsightsRoute />} />
        </Route>
        <Route element={<RequireFeature feature="invoicing" />}>
          <Route path="invoicing/*" element={<InvoicingRoute />} />
        </Route>
        <Route element={<RequireFeature feature="pos" />}>
          <Route path="pos" element={<PosRoute />} />
        </Route>
        <Route path="settings" element={<SettingsLayout />}>
          <Route index element={<Navigate to="profile" replace />} />
          <Route path="profile" element={<SettingsProfileRoute />} />
          <Route path="security" element={<SettingsSecurityRoute />} />
          <Route path="wallets" element={<SettingsWalletsRoute />} />
          <Route path="subscription" element={<SettingsSubscriptionRoute />} />
          <Route path="billing" element={<SettingsBillingRoute />} />
          <Route element={<RequireFeature feature="developer" />}>
            <Route path="developer" element={<SettingsDeveloperRoute />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
