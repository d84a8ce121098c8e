import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '@incasso/shared/plans';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLANS } from '#test/billing-fixtures.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubReply, type StubServer } from '#test/stub-server.ts';
import { PlansPage } from './plans-page';

let server: StubServer;
let plans: Plan[];
let refusal: StubReply | null;
beforeAll(async () => {
  server = await startStubServer({
    'GET /api/admin/plans': () => ({ status: 200, body: plans }),
    'PUT /api/admin/plans/plus': (body) => {
      if (refusal) return refusal;
      plans = plans.map((p) => (p.id === 'plus' ? { ...p, ...(body as object) } : p));
      return { status: 200, body: plans };
    },
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  plans = PLANS;
  server.calls.length = 0;
  refusal = null;
});

const plusCard = async () =>
  (await screen.findByRole('heading', { name: 'Plus' })).closest('section') as HTMLElement;

describe('plans page', () => {
  it('sends prices in cents and the fee in basis points', async () => {
    const user = userEvent.setup();
    renderWithRouter('/admin/plans', { ui: <PlansPage /> });
    const card = within(await plusCard());
    expect(card.getByText(/Features: transactions, recurring payments/)).toBeInTheDocument();
    await user.clear(card.getByLabelText('Monthly price (EUR)'));
    await user.type(card.getByLabelText('Monthly price (EUR)'), '12,90');
    await user.clear(card.getByLabelText('Fee (%)'));
    await user.type(card.getByLabelText('Fee (%)'), '0.6');
    await user.click(card.getByRole('button', { name: 'Save plan' }));

    expect(await screen.findByText('Plus saved.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Plus',
      feeBps: 60,
      monthlyCents: 1_290,
      yearlyCents: 9_000,
      features: ['transactions', 'subscriptions', 'invoicing', 'pos', 'insights'],
    });
  });

  it('sends the features ticked, in their fixed order', async () => {
    const user = userEvent.setup();
    renderWithRouter('/admin/plans', { ui: <PlansPage /> });
    const card = within(await plusCard());
    expect(card.getByRole('checkbox', { name: 'developer API' })).not.toBeChecked();
    await user.click(card.getByRole('checkbox', { name: 'point of sale' }));
    await user.click(card.getByRole('checkbox', { name: 'developer API' }));
    await user.click(card.getByRole('checkbox', { name: 'export' }));
    await user.click(card.getByRole('button', { name: 'Save plan' }));

    expect(await screen.findByText('Plus saved.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      features: ['transactions', 'export', 'subscriptions', 'invoicing', 'insights', 'developer'],
    });
  });

  it('keeps a price that is not an amount from being sent', async () => {
    const user = userEvent.setup();
    renderWithRouter('/admin/plans', { ui: <PlansPage /> });
    const card = within(await plusCard());
    await user.clear(card.getByLabelText('Yearly price (EUR)'));
    await user.type(card.getByLabelText('Yearly price (EUR)'), '9.999');
    expect(card.getByText('Enter an amount in euro, e.g. 9.90.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Save plan' })).toBeDisabled();
  });

  it("puts the server's refusal of a price beside that price, not in a toast", async () => {
    refusal = {
      status: 400,
      body: { error: 'invalidInput', message: 'Invalid', fields: { yearlyCents: 'too_big' } },
    };
    const user = userEvent.setup();
    renderWithRouter('/admin/plans', { ui: <PlansPage /> });
    const card = within(await plusCard());
    await user.click(card.getByRole('button', { name: 'Save plan' }));
    const yearly = card.getByLabelText('Yearly price (EUR)');
    await waitFor(() =>
      expect(yearly).toHaveAccessibleDescription('Enter an amount in euro, e.g. 9.90.'),
    );
    expect(card.getByLabelText('Monthly price (EUR)')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument();
  });
});
