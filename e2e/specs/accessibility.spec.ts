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
