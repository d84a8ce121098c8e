import { describe, expect, it } from 'vitest';
import { linksIn } from '../mail-message.ts';
import { accountExistsMessage } from './account-exists.ts';
import { escapeHtml } from './layout.ts';
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
});
