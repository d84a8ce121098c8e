import { expect, test } from '@playwright/test';
import {
  linkFromEmail,
  logOut,
  registerAccount,
  submitLogin,
  toast,
} from '../support/account-journeys';
import { E2E_PASSWORD } from '../support/accounts';
import { ENGLISH, LANGUAGES } from '../support/i18n';

// SPEC sections 2 and 4: register in two steps; the emailed link activates the account and
// signs it in; log out and sign back in. Registering an address that has an account looks the
// same, and only its owner hears of it (issue 7).
for (const language of LANGUAGES) {
  const { t } = language;

  test.describe(`a new merchant (${language.lang})`, () => {
    test.use({ locale: language.locale });

    test('registers, confirms the email, logs out and signs back in', async ({ page }) => {
      // A whole journey with an email's round trip through the outbox job: a loaded CI machine
      // once took 30 s.
      test.slow();
      const email = `e2e-${crypto.randomUUID()}@example.com`;
      await page.goto('/register');
      await page.getByLabel(t('auth.register.email')).fill(email);
      await page.getByLabel(t('auth.register.password'), { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole('button', { name: t('auth.register.next') }).click();
      await page.getByText(t('auth.register.business.title')).click();
      await page.getByRole('button', { name: t('auth.register.submit') }).click();

      await expect(toast(page, 'status', t('notifications.registerSuccess'))).toBeVisible();
      await expect(
        page.getByRole('heading', { name: t('auth.register.checkInboxTitle') }),
      ).toBeVisible();

      await page.goto(await linkFromEmail(email, '/verify-email'));
      await expect(
        page.getByRole('heading', { name: t('emailVerification.activatedTitle') }),
      ).toBeVisible();
      await page.getByRole('link', { name: t('emailVerification.toDashboard') }).click();
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { name: t('pages.payments') })).toBeVisible();
      await expect(
        page.getByRole('region', { name: t('emailVerification.bannerLabel') }),
      ).toHaveCount(0);

      await logOut(page, language);
      await submitLogin(page, language, { email, password: E2E_PASSWORD });
      await expect(page).toHaveURL('/dashboard');
      await expect(toast(page, 'status', t('notifications.loginSuccess'))).toBeVisible();
    });
  });
}

test.describe('an address that has an account (en)', () => {
  test.use({ locale: ENGLISH.locale });

  test('registering it looks the same as a new one, and tells its owner', async ({
    page,
    request,
    baseURL,
  }) => {
    const language = ENGLISH;
    const { t } = language;
    const { email } = await registerAccount(request, baseURL, language);

    await page.goto('/register');
    await page.getByLabel(t('auth.register.email')).fill(email);
    await page.getByLabel(t('auth.register.password'), { exact: true }).fill('Other-Lantern-58');
    await page.getByRole('button', { name: t('auth.register.next') }).click();
    await page.getByRole('button', { name: t('auth.register.submit') }).click();
    await expect(
      page.getByRole('heading', { name: t('auth.register.checkInboxTitle') }),
    ).toBeVisible();
    // The owner's email links to sign-in and to password recovery, not to a confirmation.
    await linkFromEmail(email, '/forgot-password');
  });
});
