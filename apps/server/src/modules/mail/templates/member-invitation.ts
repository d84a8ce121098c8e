import type { Locale } from '@incasso/shared/locale';
import type { AssignableRole } from '@incasso/shared/members';
import type { MailMessage } from '../mail-message.ts';
import { oneLine, renderEmail, type EmailContent } from './layout.ts';

const ROLE_NAMES: Record<Locale, Record<AssignableRole, string>> = {
  it: {
    manager: 'responsabile',
    cashier: 'cassiere',
    accountant: 'commercialista',
    developer: 'sviluppatore',
  },
  en: { manager: 'manager', cashier: 'cashier', accountant: 'accountant', developer: 'developer' },
};

interface Invitation {
  merchantName: string;
  inviter: string;
  role: AssignableRole;
  url: string;
  days: number;
}

// An owner invited this address to their merchant (issue 23). The link lets the reader sign in
// or register with this address, then join.
const CONTENT: Record<Locale, (invitation: Invitation) => EmailContent> = {
  it: ({ merchantName, inviter, role, url, days }) => ({
    subject: `Invito a unirti a ${merchantName} su Incasso`,
    paragraphs: [
      `${inviter} ti ha invitato a unirti a ${merchantName} su Incasso come ${ROLE_NAMES.it[role]}.`,
      `Apri il link, accedi o registrati con questo indirizzo email e conferma. Il link vale ${days} giorni.`,
    ],
    action: { label: 'Unisciti', url },
    footnote: 'Se non aspettavi questo invito, ignora il messaggio: nessun account è stato creato.',
  }),
  en: ({ merchantName, inviter, role, url, days }) => ({
    subject: `Invitation to join ${merchantName} on Incasso`,
    paragraphs: [
      `${inviter} invited you to join ${merchantName} on Incasso as ${ROLE_NAMES.en[role]}.`,
      `Open the link, sign in or register with this email address, and confirm. The link works for ${days} days.`,
    ],
    action: { label: 'Join', url },
    footnote: 'If you did not expect this invitation, ignore this message: no account was created.',
  }),
};

export function memberInvitationMessage(
  to: string,
  locale: Locale,
  invitation: Invitation,
): MailMessage {
  return renderEmail(
    to,
    CONTENT[locale]({ ...invitation, merchantName: oneLine(invitation.merchantName) }),
  );
}
