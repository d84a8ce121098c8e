import { VerifyEmailPage } from '../../features/email-verification/components/verify-email-page';
import { useSessionStore } from '../../features/auth/session-store';

/** /verify-email?token=: public, for signed-in and signed-out visitors alike. */
export default function VerifyEmailRoute() {
  const isSignedIn = useSessionStore((state) => state.user !== null);
  return <VerifyEmailPage isSignedIn={isSignedIn} />;
}
