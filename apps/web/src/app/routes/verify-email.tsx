import { VerifyEmailPage } from '#features/accounts/components/verify-email-page.tsx';
import { signedInByLink, useSessionStore } from '#features/accounts/session-store.ts';

/** /verify-email?token=: public, for signed-in and signed-out visitors alike. */
export default function VerifyEmailRoute() {
  const isSignedIn = useSessionStore((state) => state.user !== null);
  return <VerifyEmailPage isSignedIn={isSignedIn} onSignedIn={signedInByLink} />;
}
