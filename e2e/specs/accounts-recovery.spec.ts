import { expect, test } from '@playwright/test';
import { linkFromEmail, registerAccount, submitLogin, toast } from '../support/account-journeys';
import { LANGUAGES } from '../support/i18n';

// SPEC sections 2 and 8: forgot password sends a link (the same answer for any email); the
// link's page sets a new password, and the new one signs in.
const NEW_PASSWORD = 'Nuove-Chiavi-Verdi-58!';

for (const language of LANGUAGES) {
  const { t } = language;

  test.describe(`password recovery (${language.lang})`, () => {
    test.use({ locale: language.locale });

    test('resets the password through the emailed link', async ({ page, request, baseURL }) => {
      const account = await registerAccount(request, baseURL, language);
      await page.goto('/login');
      await page.getByRole('link', { name: t('auth.login.forgot') }).click();
      // The sign-in form (with its own Email field) stays up until the page's chunk arrives.
      await expect(page.getByRole('heading', { name: t('auth.forgot.title') })).toBeVisible();
      await page.getByLabel(t('auth.forgot.email')).fill(account.email);
      await page.getByRole('button', { name: t('auth.forgot.submit') }).click();
      await expect(page.getByText(t('auth.forgot.sent'))).toBeVisible();

      await page.goto(await linkFromEmail(account.email, '/reset-password'));
      await page.getByLabel(t('auth.reset.password')).fill(NEW_PASSWORD);
      await page.getByLabel(t('auth.reset.confirm')).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: t('auth.reset.submit') }).click();
      await expect(toast(page, 'status', t('notifications.resetSuccess'))).toBeVisible();
      await expect(page).toHaveURL('/login');

      await submitLogin(page, language, { ...account, password: NEW_PASSWORD });
      await expect(page).toHaveURL('/dashboard');
    });
  });
}
