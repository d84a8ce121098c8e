import type { Locale } from '@incasso/shared/locale';
import type { MailMessage } from '../mail-message.ts';
import { renderEmail, type EmailContent } from './layout.ts';

// Someone asked to register an address that already has an account. Only its owner hears of
// it: the registration form answers the same either way (issue 7).
const CONTENT: Record<Locale, (loginUrl: string, resetUrl: string) => EmailContent> = {
  it: (loginUrl, resetUrl) => ({
    subject: 'Hai già un account Incasso',
    paragraphs: [
      'Qualcuno, forse tu, ha provato a creare un account Incasso con questo indirizzo email. Un account con questo indirizzo esiste già, quindi non è stato creato nulla.',
      `Se eri tu, accedi con la tua password. Se non la ricordi, reimpostala qui: ${resetUrl}`,
    ],
    action: { label: 'Accedi', url: loginUrl },
    footnote: 'Se non sei stato tu, ignora questo messaggio: il tuo account non è cambiato.',
  }),
  en: (loginUrl, resetUrl) => ({
    subject: 'You already have an Incasso account',
    paragraphs: [
      'Someone, perhaps you, tried to create an Incasso account with this email address. An account with this address already exists, so nothing was created.',
      `If it was you, sign in with your password. If you do not remember it, reset it here: ${resetUrl}`,
    ],
    action: { label: 'Sign in', url: loginUrl },
    footnote: 'If it was not you, ignore this message: your account has not changed.',
  }),
};

export function accountExistsMessage(to: string, locale: Locale, publicUrl: string): MailMessage {
  return renderEmail(to, CONTENT[locale](`${publicUrl}/login`, `${publicUrl}/forgot-password`));
}
