import type { Locale } from '@incasso/shared/locale';
import type { MailMessage } from '../mail-message.ts';
import { renderEmail, type EmailContent } from './layout.ts';

const CONTENT: Record<Locale, (url: string) => EmailContent> = {
  it: (url) => ({
    subject: 'Conferma il tuo indirizzo email',
    paragraphs: [
      'Benvenuto su Incasso!',
      'Per completare la registrazione conferma il tuo indirizzo email. Il link vale 48 ore.',
    ],
    action: { label: 'Conferma email', url },
    footnote: 'Se non hai creato un account su Incasso, ignora questo messaggio.',
  }),
  en: (url) => ({
    subject: 'Confirm your email address',
    paragraphs: [
      'Welcome to Incasso!',
      'To finish signing up, please confirm your email address. The link is valid for 48 hours.',
    ],
    action: { label: 'Confirm email', url },
    footnote: 'If you did not create an Incasso account, you can ignore this message.',
  }),
};

export function verifyEmailMessage(to: string, locale: Locale, url: string): MailMessage {
  return renderEmail(to, CONTENT[locale](url));
}
