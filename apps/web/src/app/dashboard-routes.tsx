import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { PlaceholderPage } from '../components/ui/placeholder-page';
import { useSessionStore } from '../features/auth/session-store';
import { RequirePaidPlan, RequirePremium } from './guards/require-plan';
import { AppShell } from './layouts/app-shell';
import { dashboardNavItems } from './layouts/nav-items';
import { SettingsLayout } from './layouts/settings-layout';
import { TransactionsRoute } from './routes/transactions';

// Pages with their own chunk, so the shell and its navigation never wait for a page's code.
const PaymentsRoute = lazy(() => import('./routes/payments'));
const SettingsWalletsRoute = lazy(() => import('./routes/settings-wallets'));

const PAID_PAGES = ['pos', 'insights', 'subscriptions', 'invoicing'] as const;
const SETTINGS_SECTIONS = ['profile', 'security', 'subscription', 'billing'] as const;

/** /dashboard/* (SPEC section 2, Merchant dashboard). Loaded on demand, behind the guards. */
export default function DashboardRoutes() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const items = user ? dashboardNavItems(user) : [];
  return (
    <Routes>
      <Route element={<AppShell homePath="/dashboard" items={items} navLabel={t('nav.main')} />}>
        <Route index element={<PaymentsRoute />} />
        <Route path="transactions" element={<TransactionsRoute />} />
        <Route element={<RequirePaidPlan />}>
          {PAID_PAGES.map((page) => (
            <Route
              key={page}
              path={page}
              element={<PlaceholderPage titleKey={`pages.${page}`} />}
            />
          ))}
        </Route>
        <Route path="settings" element={<SettingsLayout />}>
          <Route index element={<Navigate to="profile" replace />} />
          <Route path="wallets" element={<SettingsWalletsRoute />} />
          {SETTINGS_SECTIONS.map((section) => (
            <Route
              key={section}
              path={section}
              element={<PlaceholderPage titleKey={`settings.${section}`} headingLevel={2} />}
            />
          ))}
          <Route element={<RequirePremium />}>
            <Route
              path="developer"
              element={<PlaceholderPage titleKey="settings.developer" headingLevel={2} />}
            />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
