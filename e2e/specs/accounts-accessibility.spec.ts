import { expect, test } from '../support/fixtures';
import { severeViolations } from '../support/axe';
import { ITALIAN } from '../support/i18n';

// DESIGN section 12: the account pages have no serious or critical axe violations, in both
// themes, including their error, setup and open-panel states.
const { t } = ITALIAN;

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`account pages in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('have no serious or critical accessibility violations', async ({ page, account }) => {
      // Four axe runs over whole pages: on CI's two shared cores that takes longer than 30 s.
      test.setTimeout(90_000);
      expect(account.email).toContain('@');
      await page.goto('/dashboard/settings/profile');
      await page
        .getByLabel(t('settingsProfile.fiscal.private.fiscalCode'))
        .fill('RSSMRA85T10A562T');
      await page.getByRole('button', { name: t('settingsProfile.fiscal.save') }).click();
      await expect(
        page.getByText(t('settingsProfile.fieldErrors.invalidFiscalCode')),
      ).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);

      await page.goto('/dashboard/settings/security');
      await page.getByRole('button', { name: t('settingsSecurity.tfa.start') }).click();
      await expect(page.getByRole('img', { name: t('settingsSecurity.tfa.qrAlt') })).toBeVisible();
      await expect(
        page.getByRole('cell', { name: t('settingsSecurity.history.outcomes.success') }),
      ).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: new RegExp(`^${t('nav.notifications')}`) }).click();
      await expect(page.getByRole('dialog', { name: t('nav.notifications') })).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);

      await page.goto('/verify-email?token=not-a-token');
      await expect(
        page.getByRole('heading', { name: t('emailVerification.invalidTitle') }),
      ).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
    });
  });
}
