import { expect, test } from '../support/fixtures';

// SPEC section 2: signed-in users are kept on their side of the app (merchants on /dashboard,
// admins on /admin), and a sign-in brings the user back to the page that asked for it.
test.describe('a merchant', () => {
  for (const [from, to] of [
    ['/login', '/dashboard'],
    ['/register', '/dashboard'],
    ['/admin/users', '/dashboard'],
    ['/no/such/page', '/dashboard'],
  ] as const) {
    test(`is sent from ${from} to ${to}`, async ({ page, account }) => {
      expect(account.email).toContain('@');
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test('signing in returns to the page first asked for', async ({ page, account }) => {
    await page.context().clearCookies();
    await page.goto('/dashboard/settings/profile');
    await expect(page).toHaveURL('/login');

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL('/dashboard/settings/profile');
  });
});

test.describe('an admin', () => {
  for (const [from, to] of [
    ['/login', '/admin'],
    ['/dashboard', '/admin'],
    ['/no/such/page', '/admin'],
  ] as const) {
    test(`is sent from ${from} to ${to}`, async ({ page, admin }) => {
      expect(admin.email).toContain('@');
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }
});
