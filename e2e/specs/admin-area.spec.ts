import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { registerAccount } from '../support/account-journeys';
import { artifactPath } from '../support/artifacts';
import { severeViolations } from '../support/axe';
import { expect, test, type Page } from '../support/fixtures';
import { ENGLISH, ITALIAN } from '../support/i18n';

// Issue 10 end to end: an administrator manages a merchant whose own browser is open beside,
// and every admin page passes axe in both themes and both languages.
const { t } = ITALIAN;

/** A fresh merchant signed in on a browser of its own, on its dashboard. */
async function merchantBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ locale: ITALIAN.locale, baseURL });
  const page = await context.newPage();
  const account = await registerAccount(page.request, baseURL, ITALIAN);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { page, account, close: () => context.close() };
}

async function openUser(page: Page, email: string) {
  await page.goto('/admin/users');
  await page.getByRole('main').getByLabel(t('admin.usersPage.search'), { exact: true }).fill(email);
  await page.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { name: email })).toBeVisible();
}

async function confirm(page: Page, button: string, dialogTitle: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page
    .getByRole('dialog', { name: dialogTitle })
    .getByRole('button', { name: button, exact: true })
    .click();
}

test('an admin suspends a merchant, whose open page signs out at once, reactivates them and sets a fee', async ({
  page,
  admin,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  expect(admin.email).toContain('@');
  const merchant = await merchantBrowser(browser, baseURL);
  try {
    await openUser(page, merchant.account.email);
    await confirm(page, t('admin.user.suspend'), t('admin.user.suspendTitle'));
    await expect(page.getByText(t('admin.user.statusChanged'))).toBeVisible();

    // No reload and no click on the merchant's side: the server's signal signs it out.
    await expect(merchant.page).toHaveURL(/\/login/);
    await expect(merchant.page.getByText(t('errors.accountSuspended'))).toBeVisible();

    await confirm(page, t('admin.user.activate'), t('admin.user.activateTitle'));
    await expect(
      page.getByRole('button', { name: t('admin.user.suspend'), exact: true }),
    ).toBeVisible();

    const fee = page.getByLabel(t('admin.user.customFee'));
    await fee.fill('0,5');
    await page.getByRole('button', { name: t('admin.user.save') }).click();
    await expect(page.getByText(t('admin.user.updated'))).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(t('admin.user.customFee'))).toHaveValue(/^0[.,]5$/);

    await page.goto('/admin/audit');
    for (const action of ['user_suspend', 'user_activate', 'user_update']) {
      await expect(
        page.getByRole('cell', { name: t(`admin.audit.actions.${action}`) }).first(),
      ).toBeVisible();
    }
  } finally {
    await merchant.close();
  }
});

test("an announcement an admin publishes appears in a signed-in merchant's banner live", async ({
  page,
  admin,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  expect(admin.email).toContain('@');
  const merchant = await merchantBrowser(browser, baseURL);
  const title = `Manutenzione ${randomUUID().slice(0, 8)}`;
  try {
    await page.goto('/admin/announcements');
    await page.getByLabel(t('admin.announcementsPage.titleField')).fill(title);
    await page
      .getByLabel(t('admin.announcementsPage.content'))
      .fill('Domenica dalle 2 alle 3 i pagamenti possono essere più lenti.');
    await page.getByLabel(t('admin.announcementsPage.publish')).check();
    await page.getByRole('button', { name: t('admin.announcementsPage.create') }).click();
    await expect(page.getByText(t('admin.announcementsPage.created'))).toBeVisible();

    const banner = merchant.page.getByRole('region', { name: t('announcements.label') });
    await expect(banner).toContainText(title);

    // Withdrawn, it leaves the banner just as live; deleted, it leaves the suite's other pages.
    const item = page.getByRole('listitem').filter({ hasText: title });
    await item.getByRole('button', { name: t('admin.announcementsPage.unpublish') }).click();
    await expect(banner).toHaveCount(0);
    await confirm(
      page,
      t('admin.announcementsPage.delete'),
      t('admin.announcementsPage.deleteTitle'),
    );
    await expect(page.getByText(t('admin.announcementsPage.deleted'))).toBeVisible();
  } finally {
    await merchant.close();
  }
});

for (const language of [ITALIAN, ENGLISH]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`admin pages in ${language.lang}, in the ${colorScheme} theme`, () => {
      test.use({ colorScheme, locale: language.locale });

      test('have no serious or critical accessibility violations', async ({ page, admin }) => {
        // Seven pages, each with axe and a full-page screenshot: up to 90 s under load.
        test.setTimeout(180_000);
        expect(admin.email).toContain('@');
        const tr = language.t;
        const pages: [string, string][] = [
          ['/admin', tr('admin.stats.totalUsers')],
          ['/admin/users', tr('admin.usersPage.search')],
          ['/admin/announcements', tr('admin.announcementsPage.new')],
          ['/admin/plans', tr('admin.plans.save')],
          ['/admin/settings', tr('admin.company.legal')],
          ['/admin/audit', tr('admin.audit.action')],
        ];
        for (const [path, text] of pages) {
          await page.goto(path);
          // The first page loads the admin chunk and the platform's statistics: slow under load.
          await expect(page.getByText(text).first()).toBeVisible({ timeout: 20_000 });
          expect(await severeViolations(page), path).toEqual([]);
          const name = path.split('/').filter(Boolean).join('-');
          await page.screenshot({
            path: artifactPath('screenshots', `${name}-${language.lang}-${colorScheme}.png`),
            fullPage: true,
          });
        }
        await page.goto('/admin/users');
        await page.getByRole('link', { name: admin.email }).click();
        await expect(page.getByRole('heading', { name: admin.email })).toBeVisible();
        expect(await severeViolations(page), 'user view').toEqual([]);
      });
    });
  }
}
