import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { AdminDashboard } from '#features/admin/components/admin-dashboard.tsx';
import { AnnouncementsPage } from '#features/admin/components/announcements-page.tsx';
import { AuditLogPage } from '#features/admin/components/audit-log-page.tsx';
import { CompanySettingsPage } from '#features/admin/components/company-settings-page.tsx';
import { PlansPage } from '#features/admin/components/plans-page.tsx';
import { UserDetailPage } from '#features/admin/components/user-detail-page.tsx';
import { UsersPage } from '#features/admin/components/users-page.tsx';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { AppShell } from './layouts/app-shell';
import { ADMIN_NAV_ITEMS } from './layouts/nav-items';

/** The User View of /admin/users/:id; the signed-in admin's id keeps them from acting on themself. */
function AdminUserRoute() {
  const { id = '' } = useParams();
  const adminId = useSessionStore((state) => state.user?.id ?? '');
  return <UserDetailPage key={id} userId={id} currentAdminId={adminId} />;
}

/**
 * /admin/* (SPEC section 2, Admin): Dashboard, Users and the User View, Announcements, and the
 * paths SPEC leaves open for Plans, Company Settings and the audit log. Loaded on demand,
 * behind the admin guard; the server enforces the role on every call.
 */
export default function AdminRoutes() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route
        element={<AppShell homePath="/admin" items={ADMIN_NAV_ITEMS} navLabel={t('admin.nav')} />}
      >
        <Route index element={<AdminDashboard />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="users/:id" element={<AdminUserRoute />} />
        <Route path="announcements" element={<AnnouncementsPage />} />
        <Route path="plans" element={<PlansPage />} />
        <Route path="settings" element={<CompanySettingsPage />} />
        <Route path="audit" element={<AuditLogPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}
