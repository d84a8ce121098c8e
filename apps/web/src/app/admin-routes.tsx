import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { PlaceholderPage } from '#components/ui/placeholder-page.tsx';
import { AppShell } from './layouts/app-shell';
import { ADMIN_NAV_ITEMS } from './layouts/nav-items';

/** /admin/* (SPEC section 2, Admin). Loaded on demand, behind the admin guard. */
export default function AdminRoutes() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route
        element={<AppShell homePath="/admin" items={ADMIN_NAV_ITEMS} navLabel={t('admin.nav')} />}
      >
        <Route index element={<PlaceholderPage titleKey="pages.adminDashboard" />} />
        <Route path="users" element={<PlaceholderPage titleKey="pages.adminUsers" />} />
        <Route
          path="announcements"
          element={<PlaceholderPage titleKey="pages.adminAnnouncements" />}
        />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}
