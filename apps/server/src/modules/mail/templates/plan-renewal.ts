import type { Locale } from '@incasso/shared/locale';
import type { MailMessage } from '../mail-message.ts';
import { renderEmail, type EmailContent } from './layout.ts';
import { formatDate } from '@incasso/shared/format';

// The renewal job's emails (billing module): a reminder 7 and 1 days before a paid plan ends,
// the start of the 3-day grace, and the fall back to Free. Crypto payments cannot be pulled
// from a wallet, so each one asks the merchant to pay the next period themselves.

export type PlanRenewalNotice =
  | { kind: 'reminder'; plan: string; endsOn: Date; days: number }
  | { kind: 'grace'; plan: string; endedOn: Date; graceEndsOn: Date }
  | { kind: 'ended'; plan: string };

function formatDay(date: Date, locale: Locale): string {
  return formatDate(date, locale, 'UTC');
}

const CONTENT: Record<Locale, (notice: PlanRenewalNotice, url: string) => EmailContent> = {
  it: (notice, url) => {
    const day = (date: Date) => formatDay(date, 'it');
    const footnote =
      'Ricevi questo messaggio perché il tuo account Incasso ha un piano a pagamento. I pagamenti in cripto non si rinnovano da soli: il rinnovo parte solo se paghi tu.';
    if (notice.kind === 'reminder') {
      return {
        subject: `Il tuo piano ${notice.plan} scade ${notice.days === 1 ? 'domani' : `tra ${notice.days} giorni`}`,
        paragraphs: [
          `Il tuo piano ${notice.plan} è pagato fino al ${day(notice.endsOn)}.`,
          'Per non perdere le sue funzioni, rinnovalo dalla pagina Fatturazione: scegli il periodo e paga in cripto come paghi qualsiasi richiesta.',
        ],
        action: { label: 'Rinnova il piano', url },
        footnote,
      };
    }
    if (notice.kind === 'grace') {
      return {
        subject: `Il tuo piano ${notice.plan} è scaduto`,
        paragraphs: [
          `Il tuo piano ${notice.plan} è scaduto il ${day(notice.endedOn)}. Resta attivo fino al ${day(notice.graceEndsOn)}, poi l'account torna al piano Free.`,
          'Rinnovalo entro quella data per continuare senza interruzioni.',
        ],
        action: { label: 'Rinnova il piano', url },
        footnote,
      };
    }
    return {
      subject: `Il tuo piano ${notice.plan} è terminato`,
      paragraphs: [
        `Il tuo piano ${notice.plan} è terminato e il tuo account ora usa il piano Free.`,
        'Le tue richieste di pagamento e i tuoi wallet restano come sono. Puoi tornare a un piano a pagamento quando vuoi.',
      ],
      action: { label: 'Vedi i piani', url },
      footnote,
    };
  },
  en: (notice, url) => {
    const day = (date: Date) => formatDay(date, 'en');
    const footnote =
      'You get this message because your Incasso account has a paid plan. Crypto payments do not renew by themselves: a renewal starts only when you pay.';
    if (notice.kind === 'reminder') {
      return {
        subject: `Your ${notice.plan} plan ends ${notice.days === 1 ? 'tomorrow' : `in ${notice.days} days`}`,
        paragraphs: [
          `Your ${notice.plan} plan is paid until ${day(notice.endsOn)}.`,
          'To keep its features, renew it from the Billing page: choose the period and pay in crypto as you would pay any request.',
        ],
        action: { label: 'Renew the plan', url },
        footnote,
      };
    }
    if (notice.kind === 'grace') {
      return {
        subject: `Your ${notice.plan} plan has expired`,
        paragraphs: [
          `Your ${notice.plan} plan expired on ${day(notice.endedOn)}. It stays on until ${day(notice.graceEndsOn)}, then the account goes back to the Free plan.`,
          'Renew it by then to carry on without a break.',
        ],
        action: { label: 'Renew the plan', url },
        footnote,
      };
    }
    return {
      subject: `Your ${notice.plan} plan has ended`,
      paragraphs: [
        `Your ${notice.plan} plan has ended and your account is on the Free plan now.`,
        'Your payment requests and wallets stay as they are. You can return to a paid plan at any time.',
      ],
      action: { label: 'See the plans', url },
      footnote,
    };
  },
};

export function planRenewalMessage(
  to: string,
  locale: Locale,
  notice: PlanRenewalNotice,
  url: string,
): MailMessage {
  return renderEmail(to, CONTENT[locale](notice, url));
}
