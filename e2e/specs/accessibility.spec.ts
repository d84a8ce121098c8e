import { expect, test } from '@playwright/test';
import { severeViolations } from '../support/axe';

// DESIGN section 12: no serious or critical axe violations, in both themes.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('/login has no serious or critical accessibility violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
    });

    test('/register has none at either step', async ({ page }) => {
      await page.goto('/register');
      await expect(page.getByRole('heading', { name: 'Crea il tuo account' })).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);

      await page.getByLabel('Email').fill('someone@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Strong-enough-9');
      // The pointer stays where "Continua" was, on the "Crea account" button: its hover colours
      // are checked too.
      await page.getByRole('button', { name: 'Continua' }).click();
      await expect(page.getByRole('button', { name: 'Crea account' })).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
    });
  });
}
