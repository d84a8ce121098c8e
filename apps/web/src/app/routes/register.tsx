import { RegisterForm } from '#features/accounts/components/register-form.tsx';

export default function RegisterRoute() {
  return <RegisterForm />;
}
