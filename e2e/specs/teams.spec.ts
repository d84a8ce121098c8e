import { expect, test } from '@playwright/test';
import { linkFromEmail, registerAccount, submitLogin } from '../support/account-journeys';
import { E2E_TEAM_OWNER } from '../support/accounts';
import { artifactPath } from '../support/artifacts';
import { ITALIAN } from '../support/i18n';

// Issue 23, a shop's people: the owner invites a cashier by email from Team settings; the
// cashier, already registered, opens the emailed link on a tablet and joins; from then on the
// cashier sees the till and the requests only, no transactions, no settings (the pages send
// them back and the server refuses the calls with 403 roleForbidden); the owner sees them in the
// team with their role.
const language = ITALIAN;
const { t } = language;

test('an owner invites a cashier, who joins and sees only the till and the requests', async ({
  browser,
  page,
  baseURL,
}) => {
  // Two people, an invitation mail and four page loads: a long journey.
  test.setTimeout(120_000);

  // The cashier has an account of their own (registered and confirmed, in a context of theirs).
  const tablet = await browser.newContext({
    locale: language.locale,
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  const cashier = await registerAccount(tablet.request, baseURL, language);

  // The owner invites them as a cashier.
  await page.goto('/login');
  await submitLogin(page, language, E2E_TEAM_OWNER);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/settings/team');
  await page.getByLabel(t('team.email')).fill(cashier.email);
  await page.getByLabel(t('team.role'), { exact: true }).selectOption('cashier');
  await page.getByRole('button', { name: t('team.invite') }).click();
  await expect(page.getByText(t('team.invited', { email: cashier.email }))).toBeVisible();
  await expect(page.getByRole('heading', { name: t('team.invitationsTitle') })).toBeVisible();

  // The cashier follows the emailed link, signed in already, and joins.
  const link = await linkFromEmail(cashier.email, '/invitations/accept');
  const till = await tablet.newPage();
  await till.goto(new URL(link).pathname + new URL(link).search);
  await expect(
    till.getByRole('heading', {
      name: t('invitation.title', { name: E2E_TEAM_OWNER.displayName }),
    }),
  ).toBeVisible();
  await expect(
    till.getByText(
      t('invitation.subtitle', { role: t('team.roles.cashier'), email: cashier.email }),
    ),
  ).toBeVisible();
  await till
    .getByRole('button', { name: t('invitation.join', { name: E2E_TEAM_OWNER.displayName }) })
    .tap();
  await expect(till).toHaveURL('/dashboard');

  // The header says for whom and as what (the cashier has a shop of their own too: a picker).
  await expect(till.getByRole('combobox', { name: t('team.switchMerchant') })).toHaveValue(/.+/);
  await expect(
    till.getByRole('combobox', { name: t('team.switchMerchant') }).locator('option:checked'),
  ).toHaveText(
    t('team.merchantChoice', { name: E2E_TEAM_OWNER.displayName, role: t('team.roles.cashier') }),
  );
  await expect(till.getByText(t('payments.noWallet.askOwner'))).toBeVisible();
  const nav = till.getByRole('navigation', { name: t('nav.main') });
  await expect(nav.getByRole('link', { name: t('nav.pos') })).toBeVisible();
  await expect(nav.getByRole('link', { name: t('nav.payments') })).toBeVisible();
  await expect(nav.getByRole('link', { name: t('nav.transactions') })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: t('nav.settings') })).toHaveCount(0);
  await till.screenshot({ path: artifactPath('screenshots', 'teams-cashier-home-tablet.png') });

  // Settings and transactions send them back; the server refuses the calls themselves.
  for (const path of [
    '/dashboard/settings/profile',
    '/dashboard/settings/team',
    '/dashboard/transactions',
  ]) {
    await till.goto(path);
    await expect(till).toHaveURL('/dashboard');
  }
  for (const path of ['/api/transactions/export?format=csv', '/api/team', '/api/user/fiscal']) {
    const refused = await till.request.get(path);
    expect(refused.status(), path).toBe(403);
    expect((await refused.json()).error, path).toBe('roleForbidden');
  }
  // Their own account stays theirs.
  await till.goto('/dashboard/settings/security');
  await expect(
    till.getByRole('heading', { name: t('settings.security'), exact: true }),
  ).toBeVisible();

  // The owner sees the cashier in the team, with the role, and the change in the log.
  await page.reload();
  await expect(
    page.getByRole('combobox', { name: t('team.roleOf', { email: cashier.email }) }),
  ).toHaveValue('cashier');
  await expect(
    page.getByText(
      t('team.audit.member.joined', {
        subject: cashier.email,
        role: t('team.roles.cashier'),
      }),
    ),
  ).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({
    path: artifactPath('screenshots', 'teams-owner-1440.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: artifactPath('screenshots', 'teams-owner-390.png'),
    fullPage: true,
  });
  await tablet.close();
});
