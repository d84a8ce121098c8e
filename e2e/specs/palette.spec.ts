import { expect, test, type Page } from '../support/fixtures';

// SPEC section 2, command palette: mod+k opens it; entries are searchable by name and
// keywords; everyone has log out, payments, transactions and settings; outside click closes.
const paletteOf = (page: Page) => page.getByRole('dialog', { name: 'Palette dei comandi' });

// The shortcut listener is attached once the signed-in shell has mounted (its chunk loads
// after the session check): press again only while the palette has not appeared.
async function openWithShortcut(page: Page) {
  await expect(async () => {
    if (!(await paletteOf(page).isVisible())) await page.keyboard.press('ControlOrMeta+k');
    await expect(paletteOf(page)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return paletteOf(page);
}

test.describe('the command palette of a signed-in merchant', () => {
  test.beforeEach(async ({ page, account }) => {
    expect(account.email).toContain('@');
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Apri la palette dei comandi' })).toBeVisible();
  });

  test('opens with mod+k and lists the entries everyone has', async ({ page }) => {
    const palette = await openWithShortcut(page);
    await expect(palette.getByRole('combobox', { name: 'Cerca un comando' })).toBeFocused();
    await expect(palette.getByPlaceholder('Digita un comando o cerca…')).toBeVisible();

    // kbar lists section headings as options too, which shows the grouping.
    const options = palette.getByRole('option');
    // The list renders what fits its 400 px: destinations first, then actions, Log out last.
    await expect(options).toContainText([
      'Navigazione',
      'Vai ai pagamenti',
      'Vai alle transazioni',
      'Vai alle impostazioni',
      'Vai ai wallet',
      'Azioni',
      'Nuova richiesta di pagamento',
    ]);
    await expect(palette.getByText('Admin', { exact: true })).toHaveCount(0);
  });

  test('filters by name and by keyword, and runs the chosen entry', async ({ page }) => {
    const palette = await openWithShortcut(page);
    const search = palette.getByRole('combobox', { name: 'Cerca un comando' });
    const options = palette.getByRole('option');

    await search.fill('transaz');
    await expect(options).toHaveText(['Navigazione', 'Vai alle transazioni']);

    // "wallet" names the wallets page and is one of the settings entry's keywords.
    await search.fill('wallet');
    await expect(options).toHaveText(['Navigazione', 'Vai ai wallet', 'Vai alle impostazioni']);

    await search.press('Enter');
    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/settings/);
  });

  test('closes on a click outside it and on Escape', async ({ page }) => {
    const palette = await openWithShortcut(page);
    await page.mouse.click(5, 5);
    await expect(palette).toBeHidden();

    await page.keyboard.press('ControlOrMeta+k');
    await expect(palette).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  });
});

test.describe('the command palette of an admin', () => {
  test('adds an Admin section that leads to the admin pages', async ({ page, admin }) => {
    // Signing the admin in and three admin page loads: over 30 s on a loaded two-core run.
    test.slow();
    expect(admin.email).toContain('@');
    await page.goto('/admin');
    const palette = await openWithShortcut(page);
    const options = palette.getByRole('option');
    await expect(options.first()).toHaveText('Navigazione');
    // The list is 400 px tall and renders what fits: the last entry is reached by search
    // (or by scrolling, or the arrow keys).
    const search = palette.getByRole('combobox', { name: 'Cerca un comando' });
    await search.fill('registro');
    await expect(options).toHaveText(['Admin', 'Registro attività']);

    await search.fill('annunci');
    await expect(options.filter({ hasText: 'Annunci' })).toBeVisible();
    await options.filter({ hasText: 'Annunci' }).click();
    await expect(page).toHaveURL('/admin/announcements');
  });
});
