import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingOverview } from '@incasso/shared/billing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { serverPage } from '#lib/server-page.ts';
import { CHECKOUT, freeOverview, PLANS, plusOverview } from '#test/billing-fixtures.ts';
import { SubscriptionPage } from './subscription-page';

let server: StubServer;
let billing: BillingOverview;

beforeAll(async () => {
  server = await startStubServer({
    'GET /api/plans': () => ({ status: 200, body: PLANS }),
    'GET /api/billing': () => ({ status: 200, body: billing }),
    'POST /api/billing/upgrade': () => ({ status: 201, body: CHECKOUT }),
    'POST /api/billing/downgrade': () => {
      billing = { ...billing, cancelAtPeriodEnd: true };
      return { status: 200, body: billing };
    },
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  // The pay page is the server's: opening it leaves the app, which jsdom cannot do.
  vi.spyOn(serverPage, 'open').mockImplementation(() => undefined);
  billing = freeOverview();
  server.calls.length = 0;
});

const card = (name: string) =>
  screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;

describe('subscription page', () => {
  it('shows the plans side by side, the current one marked, with monthly or yearly prices', async () => {
    const user = userEvent.setup();
    const onPlanChanged = vi.fn();
    renderWithRouter('/dashboard/settings/subscription', {
      ui: <SubscriptionPage onPlanChanged={onPlanChanged} />,
    });
    await screen.findByRole('heading', { name: 'Plus', level: 3 });
    expect(card('Free')).toHaveAttribute('aria-current', 'true');
    expect(card('Free')).toHaveTextContent('Current plan');
    expect(card('Plus')).toHaveTextContent('€9.00 / month');
    expect(card('Plus')).toHaveTextContent('0.75% fee on each payment');
    expect(card('Premium')).toHaveTextContent('Developer API and webhooks');
    expect(within(card('Free')).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(card('Plus')).toHaveTextContent('€90.00 / year');
    expect(card('Plus')).toHaveTextContent('You save €18.00 a year');
    expect(onPlanChanged).toHaveBeenCalledWith('free');
  });

  it('makes the payment request on Upgrade and opens its pay page', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/settings/subscription', { ui: <SubscriptionPage /> });
    await user.click(await screen.findByRole('radio', { name: 'Yearly' }));
    await user.selectOptions(screen.getByLabelText('Pay on'), 'Polygon');
    await user.click(screen.getByRole('button', { name: 'Upgrade to Plus' }));
    await waitFor(() => expect(serverPage.open).toHaveBeenCalledWith(CHECKOUT.payUrl));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      planId: 'plus',
      interval: 'yearly',
      chain: 'polygon',
    });
  });

  it('says why a checkout was refused', async () => {
    server.route('POST /api/billing/upgrade', () => ({
      status: 409,
      body: { error: 'creditCoversPrice', message: 'x' },
    }));
    billing = plusOverview({ interval: 'yearly' });
    const user = userEvent.setup();
    renderWithRouter('/dashboard/settings/subscription', { ui: <SubscriptionPage /> });
    await user.click(await screen.findByRole('radio', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(
      await screen.findByText(
        'What is left of your current plan is worth more than this price: choose a longer period.',
      ),
    ).toBeInTheDocument();
    server.route('POST /api/billing/upgrade', () => ({ status: 201, body: CHECKOUT }));
  });

  it('offers renewal of the paid plan and Free from the end of the period after confirmation', async () => {
    billing = plusOverview();
    const user = userEvent.setup();
    renderWithRouter('/dashboard/settings/subscription', { ui: <SubscriptionPage /> });
    expect(await screen.findByRole('button', { name: 'Pay the next period' })).toBeEnabled();
    expect(card('Plus')).toHaveAttribute('aria-current', 'true');
    await user.click(within(card('Free')).getByRole('button', { name: 'Downgrade to Free' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave Plus?' });
    expect(dialog).toHaveTextContent('payments already made are not refunded');
    await user.click(within(dialog).getByRole('button', { name: /^Switch to Free on / }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
        when: 'periodEnd',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Keep Plus' })).toBeInTheDocument();
    expect(screen.getByText(/^Your account switches to Free on /)).toBeInTheDocument();
  });

  it('disables buying while payments to the platform are not set up', async () => {
    billing = freeOverview({ paymentChains: [] });
    renderWithRouter('/dashboard/settings/subscription', { ui: <SubscriptionPage /> });
    expect(
      await screen.findByText(/Payments for plans are not set up on this server yet/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Plus' })).toBeDisabled();
    expect(screen.queryByLabelText('Pay on')).toBeNull();
  });
});
