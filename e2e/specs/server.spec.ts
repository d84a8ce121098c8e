import { expect, test } from '@playwright/test';

// The harness itself: the production server answers and serves the web app for client routes.
test('the server is ready and serves the web app for any client route', async ({ request }) => {
  const ready = await request.get('/api/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });

  const page = await request.get('/some/client/route');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(await page.text()).toContain('<div id="root">');
});

test('unknown API paths answer with a JSON 404, not the web app', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: 'notFound' });
});
