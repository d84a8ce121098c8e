import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AuthLayout } from '#components/layouts/auth-layout.tsx';
import { FallbackRedirect } from './guards/fallback-redirect';
import { PublicOnly } from './guards/public-only';
import { RequireAuth } from './guards/require-auth';
import { RequireAdmin, RequireUser } from './guards/require-role';
import { LoginRoute } from './routes/login';

// Everything but sign-in is a chunk of its own, so /login loads only what it shows.
const DashboardRoutes = lazy(() => import('./dashboard-routes'));
const AdminRoutes = lazy(() => import('./admin-routes'));
const ApiDocsRoute = lazy(() => import('./routes/api-docs'));
const InvoicePrintRoute = lazy(() => import('./routes/invoice-print'));
const RegisterRoute = lazy(() => import('./routes/register'));
const ForgotPasswordRoute = lazy(() => import('./routes/forgot-password'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
const VerifyEmailRoute = lazy(() => import('./routes/verify-email'));
const CustomerDisplayRoute = lazy(() => import('./routes/customer-display'));
const AcceptInvitationRoute = lazy(() => import('./routes/accept-invitation'));

/** Every route of SPEC section 2 with its guard. Render inside a router and a <Suspense>. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route element={<PublicOnly />}>
          <Route path="/login" element={<LoginRoute />} />
          <Route path="/register" element={<RegisterRoute />} />
        </Route>
        <Route path="/forgot-password" element={<ForgotPasswordRoute />} />
        <Route path="/reset-password" element={<ResetPasswordRoute />} />
        <Route path="/verify-email" element={<VerifyEmailRoute />} />
        <Route path="/invitations/accept" element={<AcceptInvitationRoute />} />
      </Route>
      <Route path="/api-docs" element={<ApiDocsRoute />} />
      <Route path="/pos/display/:token" element={<CustomerDisplayRoute />} />
      <Route element={<RequireAuth />}>
        <Route element={<RequireUser />}>
          <Route path="/dashboard/*" element={<DashboardRoutes />} />
          <Route path="/invoice/:invoiceId/print" element={<InvoicePrintRoute />} />
        </Route>
        <Route element={<RequireAdmin />}>
          <Route path="/admin/*" element={<AdminRoutes />} />
        </Route>
      </Route>
      <Route path="*" element={<FallbackRedirect />} />
    </Routes>
  );
}
