import { expect, test } from '../support/demo-server';
import { ITALIAN } from '../support/i18n';

// Issue 13 without a model: `npm run demo` has none. Every figure of the insights is there,
// and each place that would need words says what it needs instead of pretending.
const { t } = ITALIAN;

test('the insights keep every figure and say what the words need', async ({ page, merchant }) => {
  expect(merchant.email).toContain('@');
  await page.goto('/dashboard/insights');
  // The route's own chunk loads first: over 7.5 s on a loaded two-core CI run.
  await expect(page.getByRole('heading', { name: t('pages.insights'), level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByText(t('ai.needsModel', { feature: t('insights.narrative.feature') })),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: t('ai.generate') })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: t('insights.health') })).toBeVisible();

  await page.getByRole('button', { name: t('assistant.open') }).click();
  const panel = page.getByRole('dialog', { name: t('assistant.title') });
  await expect(
    panel.getByText(t('ai.needsModel', { feature: t('assistant.feature') })),
  ).toBeVisible();
});
