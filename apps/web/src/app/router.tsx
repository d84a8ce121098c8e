import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AuthLayout } from '#components/layouts/auth-layout.tsx';
import { FallbackRedirect } from './guards/fallback-redirect';
import { RequireAuth } from './guards/require-auth';
import { RequireAdmin, RequireUser } from './guards/require-role';
import { signInRoutes } from './sign-in-routes';

// Everything but sign-in is a chunk of its own. A first visit to a sign-in page loads the
// sign-in build instead (sign-in.html, decision note 093), which has none of these.
const DashboardRoutes = lazy(() => import('./dashboard-routes'));
const AdminRoutes = lazy(() => import('./admin-routes'));
const ApiDocsRoute = lazy(() => import('./routes/api-docs'));
const InvoicePrintRoute = lazy(() => import('./routes/invoice-print'));
const CustomerDisplayRoute = lazy(() => import('./routes/customer-display'));
const PaymentLinkRoute = lazy(() => import('./routes/payment-link'));
const AcceptInvitationRoute = lazy(() => import('./routes/accept-invitation'));

/** Every route of SPEC section 2 with its guard. Render inside a router and a <Suspense>. */
export function AppRoutes() {
  return (
    <Routes>
      {signInRoutes()}
      <Route element={<AuthLayout />}>
        <Route path="/invitations/accept" element={<AcceptInvitationRoute />} />
      </Route>
      <Route path="/api-docs" element={<ApiDocsRoute />} />
      <Route path="/pos/display/:token" element={<CustomerDisplayRoute />} />
      <Route path="/l/:slug" element={<PaymentLinkRoute />} />
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
