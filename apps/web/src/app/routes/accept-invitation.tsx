import { AcceptInvitationPage } from '#features/accounts/members/components/accept-invitation-page.tsx';

/** /invitations/accept: joining a merchant from the emailed link (issue 23). */
export default function AcceptInvitationRoute() {
  return <AcceptInvitationPage />;
}
