import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '#i18n/index.ts';
import { buildOpenApiDocument } from '#test/openapi-document.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubReply, type StubServer } from '#test/stub-server.ts';
import { ApiDocsPage } from './api-docs-page';

let reply: StubReply = { status: 200, body: buildOpenApiDocument() };
let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({ 'GET /api/v1/openapi.json': () => reply });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

function renderPage(body: unknown = buildOpenApiDocument()) {
  reply = { status: 200, body };
  return renderWithRouter('/api-docs', { ui: <ApiDocsPage /> });
}

describe('API documentation page', () => {
  it('explains authentication, retries, limits and errors from the document', async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'Authentication' });
    expect(section).toHaveTextContent('API key in the X-API-Key header');
    expect(
      within(section).getByRole('link', { name: 'Create a key in the developer settings' }),
    ).toHaveAttribute('href', '/dashboard/settings/developer');
    expect(section).toHaveTextContent('send an Idempotency-Key header');
    expect(section).toHaveTextContent('(up to 255 characters)');
    expect(section).toHaveTextContent('429 rateLimited and a Retry-After header');
    expect(screen.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'OpenAPI 3.1 description (JSON)' })).toHaveAttribute(
      'href',
      `${server.url}/api/v1/openapi.json`,
    );
  });

  it('shows each operation with its fields, responses and error keys', async () => {
    renderPage();
    const create = await screen.findByRole('article', { name: 'Create a payment' });
    expect(create).toHaveTextContent('POST/api/v1/payments');
    expect(create).toHaveTextContent('Required scope: payments:write');
    const body = within(create).getByRole('table', { name: 'Request body' });
    expect(within(body).getByRole('row', { name: /^amount/ })).toHaveTextContent(
      'string | numberPrice in the fiat currency.',
    );
    expect(within(body).getByRole('row', { name: /^orderId/ })).toHaveTextContent(
      'at least 2 characters · up to 200 characters',
    );
    expect(within(create).getByRole('table', { name: 'Headers' })).toHaveTextContent(
      'Idempotency-Key',
    );
    expect(within(create).getByRole('table', { name: 'Response 201' })).toHaveTextContent(
      'owner.name',
    );
    expect(create).toHaveTextContent('409ConflictidempotencyConflict');
    expect(create).toHaveTextContent('401Missing or unknown API keyNo specific key');

    // Without a translation the document's own summary is the title.
    const fetch = screen.getByRole('article', { name: 'Fetch one payment' });
    expect(within(fetch).getByRole('table', { name: 'Path parameters' })).toHaveTextContent('id');
    expect(within(fetch).getByRole('table', { name: 'Query parameters' })).toHaveTextContent(
      'expandOptional',
    );
    expect(fetch).toHaveTextContent('paymentNotFound');
  });

  it('offers copyable examples in curl, Node.js and Python', async () => {
    const user = userEvent.setup();
    renderPage();
    const create = await screen.findByRole('article', { name: 'Create a payment' });
    const tabs = within(create).getByRole('tablist', { name: 'Code examples' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['curl', 'Node.js', 'Python']);
    expect(within(create).getByRole('tabpanel')).toHaveTextContent(
      'curl -X POST "https://pay.example/api/v1/payments"',
    );
    await user.click(within(tabs).getByRole('tab', { name: 'Python' }));
    const panel = within(create).getByRole('tabpanel');
    expect(panel).toHaveTextContent('response = requests.post(');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(panel).getByRole('button', { name: 'Copy the code' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('import requests'));
  });

  it('documents the signed webhooks and their event types', async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'Webhooks' });
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      expect(section).toHaveTextContent(header);
    }
    expect(section).toHaveTextContent('it starts with whsec_');
    expect(section).toHaveTextContent('new Webhook(process.env.INCASSO_WEBHOOK_SECRET)');
    expect(section).toHaveTextContent('webhook.verify(req.body, req.headers)');
    for (const type of [
      'created',
      'detected',
      'confirming',
      'confirmed',
      'timed_out',
      'cancelled',
    ]) {
      expect(section).toHaveTextContent(`payment.${type}`);
    }
  });

  it('says so when no endpoint is published', async () => {
    renderPage({ ...buildOpenApiDocument(), paths: {} });
    const section = await screen.findByRole('region', { name: 'Endpoints' });
    expect(section).toHaveTextContent('No endpoints are published yet.');
  });

  it('offers a retry when the document cannot be loaded', async () => {
    const user = userEvent.setup();
    reply = { status: 404, body: { error: 'notFound', message: 'Not found.' } };
    renderWithRouter('/api-docs', { ui: <ApiDocsPage /> });
    await screen.findByText('This section could not be loaded.');
    reply = { status: 200, body: buildOpenApiDocument() };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Create a payment' })).toBeInTheDocument();
  });

  it('is in Italian too, with the operation summaries it has translations for', async () => {
    await i18n.changeLanguage('it');
    renderPage();
    expect(await screen.findByRole('article', { name: 'Crea un pagamento' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Fetch one payment' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Autenticazione' })).toHaveTextContent(
      "nell'intestazione X-API-Key",
    );
  });

  it("writes the document's field descriptions in Italian (issue 20), English where it has none", async () => {
    await i18n.changeLanguage('it');
    const document = buildOpenApiDocument();
    const text = JSON.stringify(document).replace(
      'Price in the fiat currency.',
      'The amount in fiat, at most 2 decimals (a decimal string is read too).',
    );
    renderPage(JSON.parse(text));
    const create = await screen.findByRole('article', { name: 'Crea un pagamento' });
    const body = within(create).getByRole('table', { name: 'Corpo della richiesta' });
    expect(within(body).getByRole('row', { name: /^amount/ })).toHaveTextContent(
      "L'importo in valuta fiat, al massimo 2 decimali (è accettata anche una stringa decimale).",
    );
  });
});
