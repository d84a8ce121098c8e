import { lazy } from 'react';

// The sign-in pages but /login, which either build shows first: chunks of their own.
export const RegisterRoute = lazy(() => import('./routes/register'));
export const ForgotPasswordRoute = lazy(() => import('./routes/forgot-password'));
export const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
export const VerifyEmailRoute = lazy(() => import('./routes/verify-email'));
