import { expect, test } from '@playwright/test';
import { registerAccount, submitLogin, toast } from '../support/account-journeys';
import { E2E_SUSPENDED } from '../support/accounts';
import { LANGUAGES } from '../support/i18n';

// SPEC section 4: a burst of wrong passwords ends in the risk dialog (blocked); a suspended
// account cannot sign in.
const MAX_ATTEMPTS = 8;

LANGUAGES.forEach((language, index) => {
  const { t } = language;

  test.describe(`a refused sign-in (${language.lang})`, () => {
    test.use({ locale: language.locale });

    test.describe('after a burst of wrong passwords', () => {
      // Through the trusted proxy header each language signs in from its own documentation
      // address (RFC 5737), so the risk engine's per-IP counts stay inside this test.
      test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${10 + index}` } });

      test('shows the risk dialog, even for the right password', async ({
        page,
        request,
        baseURL,
      }) => {
        const account = await registerAccount(request, baseURL, language);
        await page.goto('/login');
        let isBlocked = false;
        for (let attempt = 1; attempt <= MAX_ATTEMPTS && !isBlocked; attempt++) {
          const answer = page.waitForResponse((response) =>
            response.url().endsWith('/api/auth/login'),
          );
          await submitLogin(page, language, { ...account, password: `Wrong-${attempt}-Guess!` });
          const body = (await (await answer).json()) as { challenge?: boolean };
          isBlocked = body.challenge === true;
          if (!isBlocked) {
            await expect(toast(page, 'alert', t('errors.invalidCredentials')).last()).toBeVisible();
          }
        }

        const dialog = page.getByRole('dialog', { name: t('riskAnalysis.blockedTitle') });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(t('riskAnalysis.blockedMessage'));
        await expect(dialog).toContainText(t('riskAnalysis.levels.HIGH'));
        await dialog.getByRole('button', { name: t('riskAnalysis.close') }).click();
        await expect(dialog).toBeHidden();

        // The block is decided before the password is checked.
        await submitLogin(page, language, account);
        await expect(dialog).toBeVisible();
        await expect(page).toHaveURL('/login');
      });
    });

    test('is refused for a suspended account', async ({ page }) => {
      await page.goto('/login');
      await submitLogin(page, language, E2E_SUSPENDED);
      await expect(toast(page, 'alert', t('errors.accountSuspended'))).toBeVisible();
      await expect(page).toHaveURL('/login');
    });
  });
});
