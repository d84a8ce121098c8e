import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicPaymentLink } from '@incasso/shared/payment-links';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubReply, type StubServer } from '#test/stub-server.ts';
import { PublicLinkPage } from './public-link-page';

const SLUG = 'AbC123xyZ789';
const LINK: PublicPaymentLink = {
  slug: SLUG,
  title: 'Donation',
  description: 'Thank you for supporting the shop.',
  merchantName: 'Bottega Rossi',
  currency: 'EUR',
  amount: { kind: 'open', minCents: 500, maxCents: 10_000 },
  state: 'active',
};

let server: StubServer;
let linkReply: StubReply;

beforeAll(async () => {
  server = await startStubServer({
    [`GET /api/l/${SLUG}`]: () => linkReply,
    [`POST /api/l/${SLUG}/payments`]: () => ({
      status: 400,
      body: { error: 'amountOutOfRange', message: 'Out of range.' },
    }),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  linkReply = { status: 200, body: LINK };
  server.calls.length = 0;
});

const render = (typed = '') =>
  renderWithRouter(`/l/${SLUG}`, { ui: <PublicLinkPage slug={SLUG} typed={typed} /> });

describe('a payment link’s public page', () => {
  it('asks for the amount within the link’s range before anything is sent', async () => {
    const user = userEvent.setup();
    render('3');
    expect(await screen.findByRole('heading', { name: 'Donation' })).toBeInTheDocument();
    expect(screen.getByText('Payment to Bottega Rossi')).toBeInTheDocument();
    const amount = screen.getByLabelText('Amount (EUR)');
    expect(amount).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(amount).toHaveAccessibleDescription(/The amount is outside the range allowed\./);
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal of an amount beside the field', async () => {
    const user = userEvent.setup();
    render('7.50');
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The amount is outside the range allowed.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ amountCents: 750 });
  });

  it('says a paused link is paused, and a deleted one is not found', async () => {
    linkReply = { status: 200, body: { ...LINK, state: 'paused' } };
    const { unmount } = render();
    expect(await screen.findByRole('heading', { name: 'This link is paused' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    unmount();
    linkReply = { status: 404, body: { error: 'paymentLinkNotFound', message: 'Not found.' } };
    render();
    expect(
      await screen.findByRole('heading', { name: 'Payment link not found' }),
    ).toBeInTheDocument();
  });
});
