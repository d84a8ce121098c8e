import { LoginForm } from '#features/accounts/components/login-form.tsx';

export function LoginRoute() {
  return <LoginForm />;
}
