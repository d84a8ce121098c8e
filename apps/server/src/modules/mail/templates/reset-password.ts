import type { Locale } from '@incasso/shared/locale';
import type { MailMessage } from '../mail-message.ts';
import { renderEmail, type EmailContent } from './layout.ts';

const CONTENT: Record<Locale, (url: string) => EmailContent> = {
  it: (url) => ({
    subject: 'Reimposta la tua password',
    paragraphs: [
      'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Incasso.',
      'Scegli una nuova password con il pulsante qui sotto. Il link vale 1 ora e si può usare una volta sola.',
    ],
    action: { label: 'Reimposta password', url },
    footnote:
      'Se non hai chiesto tu di reimpostare la password, ignora questo messaggio: la tua password resta invariata.',
  }),
  en: (url) => ({
    subject: 'Reset your password',
    paragraphs: [
      'We received a request to reset the password of your Incasso account.',
      'Choose a new password with the button below. The link is valid for 1 hour and works once.',
    ],
    action: { label: 'Reset password', url },
    footnote:
      'If you did not ask to reset your password, ignore this message: your password stays as it is.',
  }),
};

export function resetPasswordMessage(to: string, locale: Locale, url: string): MailMessage {
  return renderEmail(to, CONTENT[locale](url));
}
