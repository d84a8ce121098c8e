import { ResetPasswordForm } from '#features/accounts/components/reset-password-form.tsx';

export default function ResetPasswordRoute() {
  return <ResetPasswordForm />;
}
