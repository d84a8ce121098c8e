import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// DESIGN section 12: no serious or critical axe violations, in both themes.
async function severeViolations(page: Page): Promise<string[]> {
  // Colours read mid-transition (a step fading in) would report contrast that users never see
  // once it settles: let finite animations end first. Spinners loop forever and are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

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
