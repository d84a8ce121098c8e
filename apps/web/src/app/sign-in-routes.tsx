import { Route } from 'react-router';
import { AuthLayout } from '#components/layouts/auth-layout.tsx';
import { PublicOnly } from './guards/public-only';
import { LoginRoute } from './routes/login';
import {
  ForgotPasswordRoute,
  RegisterRoute,
  ResetPasswordRoute,
  VerifyEmailRoute,
} from './sign-in-pages';

/**
 * The sign-in pages (`SIGN_IN_PATHS` in @incasso/shared/web-pages), in the full app's routes and
 * in the sign-in build's. Call it as a function inside <Routes>: its result is a <Route>.
 */
export function signInRoutes() {
  return (
    <Route element={<AuthLayout />}>
      <Route element={<PublicOnly />}>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/register" element={<RegisterRoute />} />
      </Route>
      <Route path="/forgot-password" element={<ForgotPasswordRoute />} />
      <Route path="/reset-password" element={<ResetPasswordRoute />} />
      <Route path="/verify-email" element={<VerifyEmailRoute />} />
    </Route>
  );
}
