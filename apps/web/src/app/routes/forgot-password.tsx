import { ForgotPasswordForm } from '#features/accounts/components/forgot-password-form.tsx';

export default function ForgotPasswordRoute() {
  return <ForgotPasswordForm />;
}
