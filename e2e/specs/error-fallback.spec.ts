import { expect, test } from '@playwright/test';

// SPEC section 2: a render error shows 'Qualcosa è andato storto.' with the error text and a
// reload hint. The real-world trigger used here: a route's code chunk fails to load (as after a
// deploy replaced it), which React reports as a render error.
const API_DOCS_CHUNK = /\/assets\/api-docs-[\w-]+\.js$/;

test('a page that fails to load shows the error fallback, and reloading recovers', async ({
  page,
}) => {
  await page.route(API_DOCS_CHUNK, (route) => route.abort('failed'));
  await page.goto('/api-docs');

  const fallback = page.getByRole('alert');
  await expect(fallback.getByRole('heading', { name: 'Qualcosa è andato storto.' })).toBeVisible();
  await expect(fallback).toContainText('dynamically imported module');
  await expect(fallback).toContainText('Ricarica la pagina per riprovare.');

  await page.unroute(API_DOCS_CHUNK);
  await fallback.getByRole('button', { name: 'Ricarica la pagina' }).click();
  await expect(page.getByRole('heading', { name: 'Documentazione API' })).toBeVisible();
  await expect(page.getByText('Qualcosa è andato storto.')).toBeHidden();
});
