import { expect, test, type Page } from '@playwright/test';

// SPEC sections 4 and 9: toasts sit top right (below the header) and live 5 s: they start fading at 4.7 s and are
// removed 0.3 s later; closing one by hand removes it after 0.3 s. Playwright's clock drives
// the page's timers, so the test checks the exact timings without waiting for them.
const TOO_WEAK = 'La password è troppo debole.';
const START = new Date('2030-01-01T09:00:00Z').getTime();
// The fading class itself, not Tailwind's `starting:opacity-0` (the entry transition).
const FADING = /(^|\s)opacity-0(\s|$)/;

async function showWeakPasswordToast(page: Page) {
  await page.goto('/register');
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  // From here on the page's time moves only when the test says so.
  await page.clock.pauseAt(START + 60_000);
  await page.getByRole('button', { name: 'Continua' }).click();
  const toast = page.getByRole('alert').filter({ hasText: TOO_WEAK });
  await expect(toast).toBeVisible();
  return toast;
}

test.describe('a toast', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: START });
  });

  test('appears at the top right, below where the header and its account menu are', async ({
    page,
  }) => {
    const toast = await showWeakPasswordToast(page);
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('The toast or the viewport has no size.');
    // The dashboard's sticky header is 4rem (64 px) tall: the stack starts under it (issue 20).
    expect(box.y).toBeGreaterThanOrEqual(65);
    expect(box.y).toBeLessThan(120);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  });

  test('fades at 4.7 s and is gone at 5 s', async ({ page }) => {
    const toast = await showWeakPasswordToast(page);

    await page.clock.runFor(4_600);
    await expect(toast).toBeVisible();
    await expect(toast).not.toHaveClass(FADING);

    await page.clock.runFor(200);
    await expect(toast).toHaveClass(FADING);
    await expect(toast).toHaveCount(1);

    await page.clock.runFor(300);
    await expect(toast).toHaveCount(0);
  });

  test('closed by hand is removed 0.3 s later', async ({ page }) => {
    const toast = await showWeakPasswordToast(page);
    await toast.getByRole('button', { name: 'Chiudi messaggio' }).click();

    await page.clock.runFor(200);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(toast).toHaveCount(0);
  });
});
