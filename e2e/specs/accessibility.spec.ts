import { expect, test } from '@playwright/test';
import { severeViolations } from '../support/axe';
import { ENGLISH, ITALIAN } from '../support/i18n';

// DESIGN section 12: no serious or critical axe violations, in both themes and both languages
// (issue 20). The signed-in pages are walked in phone-walk.spec.ts.
for (const { lang, locale, t } of [ITALIAN, ENGLISH]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`in ${lang}, in the ${colorScheme} theme`, () => {
      test.use({ colorScheme, locale });

      test('/login has no serious or critical accessibility violations', async ({ page }) => {
        await page.goto('/login');
        await expect(page.getByRole('heading', { name: t('auth.login.title') })).toBeVisible();
        expect(await severeViolations(page)).toEqual([]);
      });

      test('the password recovery pages have none, sent or not', async ({ page }) => {
        await page.goto('/forgot-password');
        await expect(page.getByRole('heading', { name: t('auth.forgot.title') })).toBeVisible();
        expect(await severeViolations(page)).toEqual([]);
        // The same answer for any address (SPEC section 8): nobody here has an account.
        await page
          .getByLabel(t('auth.forgot.email'))
          .fill(`nobody-${lang}-${colorScheme}@example.com`);
        await page.getByRole('button', { name: t('auth.forgot.submit') }).click();
        await expect(page.getByText(t('auth.forgot.sent'))).toBeVisible();
        expect(await severeViolations(page)).toEqual([]);

        // The emailed link's page, with a token (the form) and without one (the way back).
        await page.goto('/reset-password?token=not-a-real-token');
        await expect(page.getByLabel(t('auth.reset.password'))).toBeVisible();
        expect(await severeViolations(page)).toEqual([]);
        await page.goto('/reset-password');
        await expect(page.getByText(t('auth.reset.missingToken'))).toBeVisible();
        expect(await severeViolations(page)).toEqual([]);
      });

      test("the emailed links' pages and the API reference have none", async ({ page }) => {
        // Axe reads the whole API reference (every operation and schema): 25–35 s of a loaded
        // two-core machine, on the edge of the default 30 s.
        test.setTimeout(90_000);
        // Links that are not (or no longer) valid: what anyone can open without an account.
        await page.goto('/verify-email?token=not-a-token');
        await expect(
          page.getByRole('heading', { name: t('emailVerification.invalidTitle') }),
        ).toBeVisible();
        expect(await severeViolations(page)).toEqual([]);
        await page.goto('/invitations/accept?token=not-a-token');
        await expect(
          page.getByRole('heading', { name: t('invitation.invalidTitle') }),
        ).toBeVisible();
        expect(await severeViolations(page)).toEqual([]);
        await page.goto('/api-docs');
        await expect(
          page.getByRole('heading', { name: t('apiDocs.title'), level: 1 }),
        ).toBeVisible();
        expect(await severeViolations(page)).toEqual([]);
      });

      test('/register has none at either step', async ({ page }) => {
        await page.goto('/register');
        await expect(page.getByRole('heading', { name: t('auth.register.title') })).toBeVisible();
        expect(await severeViolations(page)).toEqual([]);

        await page.getByLabel(t('auth.register.email')).fill('someone@example.com');
        await page.getByLabel(t('auth.register.password'), { exact: true }).fill('Strong-enough-9');
        // The pointer stays where "next" was, on the submit button: its hover colours are
        // checked too.
        await page.getByRole('button', { name: t('auth.register.next') }).click();
        await expect(page.getByRole('button', { name: t('auth.register.submit') })).toBeVisible();
        expect(await severeViolations(page)).toEqual([]);
      });
    });
  }
}
