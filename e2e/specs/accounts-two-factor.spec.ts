import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { logOut, registerAccount, submitLogin, toast } from '../support/account-journeys';
import { LANGUAGES, type Language } from '../support/i18n';

// SPEC sections 2 and 4: two-factor is set up by scanning (here: typing) the key and a 6-digit
// code; from then on signing in asks for a code from the app, or a recovery code.

/** What an authenticator app does with the key shown on the page. */
async function readAuthenticator(page: Page) {
  const key = await page
    .locator('code')
    .filter({ hasText: /^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/ })
    .textContent();
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32((key ?? '').replace(/ /g, '')) });
}

async function enterCode(page: Page, { t }: Language, label: string, code: string) {
  const dialog = page.getByRole('dialog', { name: t('tfa.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(label).fill(code);
  await dialog.getByRole('button', { name: t('tfa.verify') }).click();
  // The previous sign-in's toast may still be showing: the newest is this one's.
  await expect(toast(page, 'status', t('notifications.loginSuccess')).last()).toBeVisible();
  // Signed in, back where the user logged out from.
  await expect(page).toHaveURL('/dashboard/settings/security');
}

for (const language of LANGUAGES) {
  const { t } = language;

  test.describe(`two-factor authentication (${language.lang})`, () => {
    test.use({ locale: language.locale });

    test('is enabled with a code from the key, then asked for at sign-in', async ({
      page,
      request,
      baseURL,
    }) => {
      // Four sign-ins (each an Argon2 hash on the server) and three pages: a long journey.
      test.setTimeout(60_000);
      const account = await registerAccount(request, baseURL, language);
      await page.goto('/login');
      await submitLogin(page, language, account);
      await expect(page).toHaveURL('/dashboard');

      const listed = page.waitForResponse('**/api/user/notifications');
      await page.goto('/dashboard/settings/security');
      // Opening the bell marks what is there read (a first sign-in from this browser is one).
      const bell = page.getByRole('button', { name: new RegExp(`^${t('nav.notifications')}`) });
      await listed;
      await bell.click();
      await page.keyboard.press('Escape');
      await expect(bell).toHaveAccessibleName(t('nav.notifications'));

      await page.getByRole('button', { name: t('settingsSecurity.tfa.start') }).click();
      await expect(page.getByRole('img', { name: t('settingsSecurity.tfa.qrAlt') })).toBeVisible();
      const totp = await readAuthenticator(page);
      await page.getByLabel(t('settingsSecurity.tfa.code')).fill(totp.generate());
      await page
        .getByRole('button', { name: t('settingsSecurity.tfa.activate'), exact: true })
        .click();

      await expect(toast(page, 'status', t('settingsSecurity.tfa.enabled'))).toBeVisible();
      const codes = page
        .getByRole('list', { name: t('settingsSecurity.recovery.listLabel') })
        .getByRole('listitem');
      await expect(codes).toHaveCount(10);
      const recoveryCode = (await codes.first().textContent()) ?? '';
      await page.getByLabel(t('settingsSecurity.recovery.confirm')).check();
      await page.getByRole('button', { name: t('settingsSecurity.recovery.done') }).click();
      await expect(page.getByText(t('settingsSecurity.tfa.on'), { exact: true })).toBeVisible();

      // The server pushed a notification over the socket: the bell counts it without a reload.
      await expect(bell).toHaveAccessibleName(t('notificationsPanel.bellUnread', { count: 1 }));
      await bell.click();
      await expect(page.getByRole('dialog').getByRole('listitem').first()).toContainText(
        t('notificationTexts.security.tfaEnabled'),
      );
      await expect(bell).toHaveAccessibleName(t('nav.notifications'));
      await page.keyboard.press('Escape');

      await logOut(page, language);
      await submitLogin(page, language, account);
      // The code used to enable it is spent; the app's next one (30 s later) is already valid.
      await enterCode(
        page,
        language,
        t('tfa.code'),
        totp.generate({ timestamp: Date.now() + 30_000 }),
      );

      await logOut(page, language);
      await submitLogin(page, language, account);
      const dialog = page.getByRole('dialog', { name: t('tfa.title') });
      await dialog.getByRole('button', { name: t('tfaRecovery.useRecovery') }).click();
      await enterCode(page, language, t('tfaRecovery.label'), recoveryCode);
    });
  });
}
