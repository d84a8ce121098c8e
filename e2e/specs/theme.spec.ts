import { expect, test, type Page } from '@playwright/test';

// SPEC section 1: light, dark or system (the default), remembered under incasso-theme-storage;
// `system` follows the OS preference live. Tailwind's dark variant keys off <html class="dark">.
const html = (page: Page) => page.locator('html');
const themeOption = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Tema' }).getByRole('radio', { name });

test.describe('theme', () => {
  test('is "system" by default and follows the OS preference as it changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login');
    await expect(themeOption(page, 'Sistema')).toBeChecked();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });

  test('chosen as dark stays dark after a reload, whatever the OS prefers', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login');
    await themeOption(page, 'Scuro').click();
    await expect(html(page)).toHaveClass(/\bdark\b/);

    await page.reload();
    await expect(themeOption(page, 'Scuro')).toBeChecked();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    const stored = await page.evaluate(() => localStorage.getItem('incasso-theme-storage'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ state: { theme: 'dark' } });

    // An explicit choice ignores the OS.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });

  test('chosen as light stays light on a dark OS, and back to system turns dark', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/register');
    await expect(html(page)).toHaveClass(/\bdark\b/);

    await themeOption(page, 'Chiaro').click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(themeOption(page, 'Chiaro')).toBeChecked();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await themeOption(page, 'Sistema').click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });
});
