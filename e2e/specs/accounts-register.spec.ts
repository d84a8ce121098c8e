import { expect, test } from '@playwright/test';
import { linkFromEmail, logOut, submitLogin, toast } from '../support/account-journeys';
import { E2E_PASSWORD } from '../support/accounts';
import { LANGUAGES } from '../support/i18n';

// SPEC sections 2 and 4: register in two steps and land on the dashboard; confirm the address
// from the emailed link; log out and sign back in.
for (const language of LANGUAGES) {
  const { t } = language;

  test.describe(`a new merchant (${language.lang})`, () => {
    test.use({ locale: language.locale });

    test('registers, confirms the email, logs out and signs back in', async ({ page }) => {
      const email = `e2e-${crypto.randomUUID()}@example.com`;
      await page.goto('/register');
      await page.getByLabel(t('auth.register.email')).fill(email);
      await page.getByLabel(t('auth.register.password'), { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole('button', { name: t('auth.register.next') }).click();
      await page.getByText(t('auth.register.business.title')).click();
      await page.getByRole('button', { name: t('auth.register.submit') }).click();

      await expect(page).toHaveURL('/dashboard');
      await expect(toast(page, 'status', t('notifications.registerSuccess'))).toBeVisible();
      const reminder = page.getByRole('region', { name: t('emailVerification.bannerLabel') });
      await expect(reminder).toContainText(email);

      await page.goto(await linkFromEmail(email, '/verify-email'));
      await expect(
        page.getByRole('heading', { name: t('emailVerification.successTitle') }),
      ).toBeVisible();
      await page.getByRole('link', { name: t('emailVerification.toDashboard') }).click();
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { name: t('pages.payments') })).toBeVisible();
      await expect(reminder).toHaveCount(0);

      await logOut(page, language);
      await submitLogin(page, language, { email, password: E2E_PASSWORD });
      await expect(page).toHaveURL('/dashboard');
      await expect(toast(page, 'status', t('notifications.loginSuccess'))).toBeVisible();
    });
  });
}
