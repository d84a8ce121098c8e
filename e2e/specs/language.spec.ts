import { expect, test } from '@playwright/test';

// SPEC section 1: Italian and English, Italian the fallback; the choice is remembered in local
// storage (`i18nextLng`) and otherwise taken from the browser.
test.describe('language', () => {
  test('is Italian for an Italian browser, the default', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });

  test('switched to English stays English after a reload', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Lingua' }).selectOption('en');

    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  test.describe('for an English browser', () => {
    test.use({ locale: 'en-US' });

    test('starts in English, and a switch to Italian survives a reload', async ({ page }) => {
      await page.goto('/register');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

      await page.getByRole('combobox', { name: 'Language' }).selectOption('it');
      await expect(page.getByRole('heading', { name: 'Crea il tuo account' })).toBeVisible();

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Crea il tuo account' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    });
  });

  test.describe('for a browser in a language Incasso does not speak', () => {
    test.use({ locale: 'de-DE' });

    test('falls back to Italian', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
    });
  });
});
