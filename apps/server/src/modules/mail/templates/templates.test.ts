import { describe, expect, it } from 'vitest';
import { linksIn } from '../mail-message.ts';
import { accountExistsMessage } from './account-exists.ts';
import { escapeHtml } from './layout.ts';
import { planRenewalMessage } from './plan-renewal.ts';
import { paymentRevertedMessage } from './payment-reverted.ts';
import { recurringRequestMessage } from './recurring-request.ts';
import { resetPasswordMessage } from './reset-password.ts';
import { verifyEmailMessage } from './verify-email.ts';

const URL_WITH_QUERY = 'https://pay.example/verify-email?token=abc_DEF-123&x=1';

describe('email templates', () => {
  it.each([
    ['verify, Italian', verifyEmailMessage('a@b.it', 'it', URL_WITH_QUERY), 'Conferma'],
    ['verify, English', verifyEmailMessage('a@b.it', 'en', URL_WITH_QUERY), 'Confirm'],
    ['reset, Italian', resetPasswordMessage('a@b.it', 'it', URL_WITH_QUERY), 'Reimposta'],
    ['reset, English', resetPasswordMessage('a@b.it', 'en', URL_WITH_QUERY), 'Reset'],
  ])('%s: subject in the language, the link intact in text and HTML', (_name, message, word) => {
    expect(message.to).toBe('a@b.it');
    expect(message.subject).toContain(word);
    expect(linksIn(message.text)).toEqual([URL_WITH_QUERY]);
    expect(message.html).toContain(`href="${URL_WITH_QUERY.replace('&', '&amp;')}"`);
    expect(message.html).not.toMatch(/<script/i);
  });

  it.each([
    ['it', 'Hai già un account Incasso'],
    ['en', 'You already have an Incasso account'],
  ] as const)(
    'account exists (%s): links to sign in and to reset the password',
    (locale, subject) => {
      const message = accountExistsMessage('a@b.it', locale, 'https://pay.example');
      expect(message.subject).toBe(subject);
      expect(linksIn(message.text)).toEqual([
        'https://pay.example/forgot-password',
        'https://pay.example/login',
      ]);
    },
  );

  it('escapes HTML metacharacters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it.each([
    [
      'it',
      { kind: 'reminder', plan: 'Plus', endsOn: new Date('2026-04-01T00:00:00Z'), days: 7 },
      'Il tuo piano Plus scade tra 7 giorni',
      '01/04/2026',
    ],
    [
      'en',
      { kind: 'reminder', plan: 'Plus', endsOn: new Date('2026-04-01T00:00:00Z'), days: 1 },
      'Your Plus plan ends tomorrow',
      'Apr 1, 2026',
    ],
    [
      'it',
      {
        kind: 'grace',
        plan: 'Premium',
        endedOn: new Date('2026-04-01T00:00:00Z'),
        graceEndsOn: new Date('2026-04-04T00:00:00Z'),
      },
      'Il tuo piano Premium è scaduto',
      '04/04/2026',
    ],
    ['en', { kind: 'ended', plan: 'Premium' }, 'Your Premium plan has ended', 'Free plan'],
  ] as const)(
    'plan renewal (%s, case %#): subject, dates in the language, the billing link',
    (locale, notice, subject, body) => {
      const message = planRenewalMessage(
        'a@b.it',
        locale,
        notice,
        'https://pay.example/dashboard/settings/billing',
      );
      expect(message.subject).toBe(subject);
      expect(message.text).toContain(body);
      expect(linksIn(message.text)).toEqual(['https://pay.example/dashboard/settings/billing']);
    },
  );
});

describe('recurring request emails', () => {
  const notice = {
    merchant: 'Bottega <Rossi>',
    customerName: 'Ada',
    description: 'Canone & manutenzione',
    amountCents: 123_456,
    currency: 'EUR',
    number: 3,
    payBy: new Date('2027-03-06T22:59:59.999Z'),
    timeZone: 'Europe/Rome',
  } as const;
  const url = 'https://pay.example/pay/6f1c0b1e-7777-4c5d-8e9f-0a1b2c3d4e5f';

  it.each([
    ['it', 'request', 'Bottega <Rossi>: richiesta di pagamento di 1.234,56\u00a0€', '06/03/2027'],
    [
      'en',
      'reminder',
      'Reminder: Bottega <Rossi> is waiting for your payment of €1,234.56',
      'Mar 6, 2027',
    ],
  ] as const)(
    '%s %s: subject, the last day in the schedule’s zone, the pay link',
    (locale, kind, subject, day) => {
      const message = recurringRequestMessage('payer@b.it', locale, { ...notice, kind }, url);
      expect(message.subject).toBe(subject);
      expect(message.text).toContain(day);
      expect(linksIn(message.text)).toEqual([url]);
      // The merchant's name and the description are the merchant's text: escaped in HTML.
      expect(message.html).toContain('Bottega &lt;Rossi&gt;');
      expect(message.html).toContain('Canone &amp; manutenzione');
    },
  );
});

describe('payment reverted emails', () => {
  const url = 'https://pay.example/dashboard/transactions';
  const notice = {
    reference: '<order-1>',
    amount: '25.00000000 USDT',
    chain: 'Ethereum',
    status: 'PENDING',
  } as const;

  it.each([
    [
      'it',
      'Pagamento confermato annullato dalla chain: richiesta <order-1>',
      'in attesa di pagamento',
    ],
    [
      'en',
      'Confirmed payment taken back by the chain: request <order-1>',
      'waiting for payment again',
    ],
  ] as const)(
    '%s: what was taken back, where the request stands, the link',
    (locale, subject, now) => {
      const message = paymentRevertedMessage('shop@b.it', locale, notice, url);
      expect(message.subject).toBe(subject);
      expect(message.text).toContain('25.00000000 USDT');
      expect(message.text).toContain('Ethereum');
      expect(message.text).toContain(now);
      expect(linksIn(message.text)).toEqual([url]);
      // The order id is the merchant's (or an integrator's) text: escaped in HTML.
      expect(message.html).toContain('&lt;order-1&gt;');
    },
  );

  it('says the request expired when the reorg left it past its expiry', () => {
    const expired = paymentRevertedMessage(
      'shop@b.it',
      'en',
      { ...notice, status: 'TIMED_OUT' },
      url,
    );
    expect(expired.text).toContain('The request has expired: it is not paid now.');
  });
});
