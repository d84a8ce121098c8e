import { expect, test } from '@playwright/test';

// SPEC section 2: signed-out visitors reach only the public pages; everything else sends them
// to /login (protected routes and unknown paths alike).
test.describe('a signed-out visitor', () => {
  const protectedOrUnknown = [
    '/',
    '/dashboard',
    '/dashboard/settings/profile',
    '/admin/users',
    '/invoice/abc/print',
    '/no/such/page',
  ];

  for (const path of protectedOrUnknown) {
    test(`is sent from ${path} to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
    });
  }

  test('stays on /register and /api-docs, which are public', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Crea il tuo account' })).toBeVisible();
    await expect(page).toHaveURL('/register');

    await page.goto('/api-docs');
    await expect(page.getByRole('heading', { name: 'Documentazione API' })).toBeVisible();
    await expect(page).toHaveURL('/api-docs');
  });

  test('sees "Caricamento..." while the session is being checked', async ({ page }) => {
    // Hold the profile call until the loader has been seen, then let the real answer through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/profile', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/dashboard');
    await expect(page.getByRole('status').filter({ hasText: 'Caricamento...' })).toBeVisible();
    release();
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('Caricamento...')).toBeHidden();
  });
});
