import { expect, test } from '@playwright/test';
import { artifactPath } from '../support/artifacts';

// Screenshots of /login for people to review (e2e/artifacts/screenshots), with the layout
// facts SPEC section 2 states: the marketing column shows on wide screens only, and nothing
// overflows sideways on a phone.
const sizes = [
  { name: 'desktop', width: 1280, height: 800, showsMarketing: true },
  { name: 'phone', width: 390, height: 844, showsMarketing: false },
] as const;
const TAGLINE = 'Pagamenti in crypto, semplici come un link.';

for (const colorScheme of ['light', 'dark'] as const) {
  for (const size of sizes) {
    test.describe(`/login, ${colorScheme}, ${size.name} ${size.width}×${size.height}`, () => {
      test.use({ colorScheme, viewport: { width: size.width, height: size.height } });

      test('lays out the form and is captured', async ({ page }) => {
        await page.goto('/login');
        await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeInViewport();
        await expect(page.getByText(TAGLINE)).toBeVisible({ visible: size.showsMarketing });
        await expect(page.locator('html')).toHaveClass(
          colorScheme === 'dark' ? /\bdark\b/ : /\blight\b/,
        );
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);

        await page.screenshot({
          path: artifactPath('screenshots', `login-${colorScheme}-${size.name}.png`),
          fullPage: true,
        });
      });
    });
  }
}
