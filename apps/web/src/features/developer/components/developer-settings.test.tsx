import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey, WebhookDelivery, WebhookEndpoint } from '@incasso/shared/developer';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { ApiKeysSection } from './api-keys-section';
import { RedirectHostsForm } from './redirect-hosts-form';
import { WebhooksSection } from './webhooks-section';

const WHOLE_KEY = `inc_${'k'.repeat(43)}`;
const SECRET = 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LTEyMzQ=';
let keys: ApiKey[] = [];
let endpoints: WebhookEndpoint[] = [];
let deliveries: WebhookDelivery[] = [];
let server: StubServer;

const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: '7b1e4c2a-0000-4000-8000-000000000001',
  url: 'https://shop.example/hooks',
  eventTypes: ['payment.confirmed'],
  enabled: true,
  disabledReason: null,
  previousSecretExpiresAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

beforeAll(async () => {
  server = await startStubServer({
    'GET /api/developer/keys': () => ({ status: 200, body: keys }),
    'POST /api/developer/keys': (body) => {
      const input = body as { name: string; scopes: ApiKey['scopes'] };
      const key: ApiKey = {
        id: crypto.randomUUID(),
        name: input.name,
        prefix: WHOLE_KEY.slice(0, 12),
        scopes: input.scopes,
        createdAt: '2026-11-24T10:00:00.000Z',
        lastUsedAt: null,
      };
      keys = [key, ...keys];
      return { status: 201, body: { ...key, key: WHOLE_KEY } };
    },
    'GET /api/developer/webhooks': () => ({ status: 200, body: endpoints }),
    'POST /api/developer/webhooks': (body) => {
      const created = endpoint(body as Partial<WebhookEndpoint>);
      endpoints = [created];
      return { status: 201, body: { ...created, secret: SECRET } };
    },
    [`GET /api/developer/webhooks/${endpoint().id}/deliveries`]: () => ({
      status: 200,
      body: { items: deliveries, nextCursor: null },
    }),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  keys = [];
  endpoints = [];
  deliveries = [];
  server.calls.length = 0;
});

describe('developer settings', () => {
  it('shows a new API key once, then lists it by its prefix only', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/settings/developer', { ui: <ApiKeysSection /> });
    await screen.findByText('No API keys yet.');
    await user.type(screen.getByLabelText('Key name'), 'WooCommerce');
    await user.click(screen.getByRole('checkbox', { name: /payments:read/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByTestId('revealed-secret')).toHaveTextContent(WHOLE_KEY);
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'WooCommerce',
      scopes: ['payments:write'],
    });
    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByTestId('revealed-secret')).toBeNull();
    expect(await screen.findByText('WooCommerce')).toBeInTheDocument();
    expect(screen.getByText(`${WHOLE_KEY.slice(0, 12)}…`)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(WHOLE_KEY);
  });

  it(
    'adds an endpoint, shows its secret once, and lists its deliveries with their answers',
    {
      timeout: 20_000,
    },
    async () => {
      const user = userEvent.setup();
      renderWithRouter('/dashboard/settings/developer', { ui: <WebhooksSection /> });
      await screen.findByText('No webhook endpoints yet.');
      await user.type(screen.getByLabelText('Endpoint URL'), 'https://shop.example/hooks');
      await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
      expect(await screen.findByTestId('revealed-secret')).toHaveTextContent(SECRET);
      expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        url: 'https://shop.example/hooks',
      });

      deliveries = [
        {
          id: '7b1e4c2a-0000-4000-8000-0000000000d1',
          endpointId: endpoint().id,
          eventType: 'payment.confirmed',
          status: 'failed',
          attempts: 2,
          nextAttemptAt: null,
          heldBehind: false,
          createdAt: '2026-11-24T10:00:00.000Z',
          deliveredAt: null,
          payload: '{"type":"payment.confirmed"}',
          log: [
            {
              at: '2026-11-24T10:00:00.000Z',
              statusCode: 500,
              responseExcerpt: 'boom',
              error: null,
              durationMs: 41,
            },
          ],
        },
        {
          id: '7b1e4c2a-0000-4000-8000-0000000000d2',
          endpointId: endpoint().id,
          eventType: 'payment.detected',
          status: 'pending',
          attempts: 0,
          nextAttemptAt: '2026-11-24T09:00:00.000Z',
          heldBehind: true,
          createdAt: '2026-11-24T10:01:00.000Z',
          deliveredAt: null,
          payload: '{"type":"payment.detected"}',
          log: [],
        },
        {
          id: '7b1e4c2a-0000-4000-8000-0000000000d3',
          endpointId: endpoint().id,
          eventType: 'payment.created',
          status: 'pending',
          attempts: 0,
          nextAttemptAt: '2026-11-24T10:02:00.000Z',
          heldBehind: false,
          createdAt: '2026-11-24T10:02:00.000Z',
          deliveredAt: null,
          payload: '{"type":"payment.created"}',
          log: [],
        },
        {
          id: '7b1e4c2a-0000-4000-8000-0000000000d4',
          endpointId: endpoint().id,
          eventType: 'payment.timed_out',
          status: 'pending',
          attempts: 1,
          nextAttemptAt: '2026-11-24T10:04:00.000Z',
          heldBehind: false,
          createdAt: '2026-11-24T10:03:00.000Z',
          deliveredAt: null,
          payload: '{"type":"payment.timed_out"}',
          log: [
            {
              at: '2026-11-24T10:03:00.000Z',
              statusCode: 503,
              responseExcerpt: 'later',
              error: null,
              durationMs: 12,
            },
          ],
        },
      ];
      await user.click(await screen.findByText('Delivery log'));
      const [item, held, queued, retrying] = await screen.findAllByTestId('webhook-delivery');
      if (!item || !held || !queued || !retrying) throw new Error('four deliveries expected');
      expect(within(item).getByText('Failed')).toBeInTheDocument();
      expect(item).toHaveTextContent('attempts: 2');
      // A delivery held behind an earlier one is not a failing one (issue 21).
      expect(within(held).getByText('Waiting behind an earlier one')).toBeInTheDocument();
      expect(held).toHaveTextContent(
        'goes out once the earlier delivery for this payment is answered',
      );
      expect(held).not.toHaveTextContent('Retrying');
      expect(held).not.toHaveTextContent('attempts: 0');
      // Nor is one not tried yet; and a retry whose time has come is "in a moment", not a date
      // long gone.
      expect(within(queued).getByText('Queued')).toBeInTheDocument();
      expect(queued).toHaveTextContent('goes out in a moment');
      expect(queued).not.toHaveTextContent('Retrying');
      expect(queued).not.toHaveTextContent('next attempt');
      expect(within(retrying).getByText('Retrying')).toBeInTheDocument();
      expect(retrying).toHaveTextContent('attempts: 1 · next attempt in a moment');
      expect(within(item).getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    },
  );

  it('says why an endpoint stopped by itself', async () => {
    endpoints = [endpoint({ enabled: false, disabledReason: 'gone' })];
    renderWithRouter('/dashboard/settings/developer', { ui: <WebhooksSection /> });
    expect(await screen.findByText('Stopped: 410 Gone')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send test event' })).toBeDisabled(),
    );
  });

  it('says beside each field what the key or the endpoint lacks, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/settings/developer', {
      ui: (
        <>
          <ApiKeysSection />
          <WebhooksSection />
        </>
      ),
    });
    await screen.findByText('No API keys yet.');
    for (const scope of ['payments:read', 'payments:write']) {
      await user.click(screen.getByRole('checkbox', { name: new RegExp(scope) }));
    }
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByLabelText('Key name')).toHaveAccessibleDescription('Give the key a name.');
    expect(screen.getByRole('group', { name: 'Permissions' })).toHaveAccessibleDescription(
      'Choose at least one permission.',
    );
    await user.type(screen.getByLabelText('Endpoint URL'), 'ftp://shop.example');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByLabelText('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses a host name beside the hosts before sending it', async () => {
    server.route('GET /api/developer/settings', () => ({
      status: 200,
      body: { redirectHosts: [] },
    }));
    const user = userEvent.setup();
    renderWithRouter('/dashboard/settings/developer', { ui: <RedirectHostsForm /> });
    const hosts = await screen.findByLabelText(/Allowed hosts/);
    await user.type(hosts, 'shop.example{Enter}bad_host');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(hosts).toHaveAccessibleDescription('Enter host names such as shop.example.');
    expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
