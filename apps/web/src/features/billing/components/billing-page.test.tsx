import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingOverview } from '@incasso/shared/billing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHECKOUT,
  freeOverview,
  historyItem,
  PLANS,
  plusOverview,
  RECEIPT_ID,
} from '#test/billing-fixtures.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { serverPage } from '#lib/server-page.ts';
import { BillingPage } from './billing-page';

let server: StubServer;
let billing: BillingOverview;

beforeAll(async () => {
  server = await startStubServer({
    'GET /api/plans': () => ({ status: 200, body: PLANS }),
    'GET /api/billing': () => ({ status: 200, body: billing }),
    'POST /api/billing/settle': () => ({
      status: 201,
      body: { ...CHECKOUT, amountCents: 250, currency: 'USD' },
    }),
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

describe('billing page', () => {
  it('shows the plan, its renewal date and fee, and the history with receipt links', async () => {
    billing = plusOverview({
      upcoming: {
        planId: 'premium',
        interval: 'yearly',
        startsAt: '2026-12-15T10:00:00.000Z',
        endsAt: '2027-12-15T10:00:00.000Z',
      },
      history: [historyItem()],
    });
    const onPlanChanged = vi.fn();
    renderWithRouter('/dashboard/settings/billing', {
      ui: <BillingPage onPlanChanged={onPlanChanged} />,
    });
    const status = (await screen.findByRole('heading', { name: 'Plus plan' })).closest(
      'section',
    ) as HTMLElement;
    expect(status).toHaveTextContent('Active');
    expect(status).toHaveTextContent('Paid untilDec 15, 2026');
    expect(status).toHaveTextContent('Fee on payments0.75%');
    await waitFor(() =>
      expect(status).toHaveTextContent('Then Premium (Yearly) from Dec 15, 2026, already paid.'),
    );
    await waitFor(() => expect(onPlanChanged).toHaveBeenCalledWith('plus'));

    const history = screen.getByRole('table', { name: 'Billing history' });
    expect(within(history).getByText('Plus, Monthly')).toBeInTheDocument();
    expect(within(history).getByText('€9.00')).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Receipt INC-000007' })).toHaveAttribute(
      'href',
      `${server.url}/api/billing/receipts/${RECEIPT_ID}.pdf`,
    );
  });

  it('says when the chain took a paid plan back, and that the plan stays on', async () => {
    billing = plusOverview({
      history: [historyItem({ reversedAt: '2026-11-16T10:00:00.000Z' })],
    });
    renderWithRouter('/dashboard/settings/billing', {
      ui: <BillingPage onPlanChanged={vi.fn()} />,
    });
    const history = await screen.findByRole('table', { name: 'Billing history' });
    expect(history).toHaveTextContent(
      'Payment taken back by a chain reorganisation on Nov 16, 2026: the plan stays on while it is being settled.',
    );
  });

  it('warns of the grace period and when the plan falls back to Free', async () => {
    billing = plusOverview({ status: 'grace', graceEndsAt: '2026-12-18T10:00:00.000Z' });
    renderWithRouter('/dashboard/settings/billing', { ui: <BillingPage /> });
    expect(await screen.findByText('Grace period')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The plan stays on until Dec 18, 2026');
  });

  it('shows the fee balance per currency and settles it on the platform’s pay page', async () => {
    billing = freeOverview({
      feeBalance: [
        { currency: 'USD', accruedCents: 330, settledCents: 80, balanceCents: 250 },
        { currency: 'EUR', accruedCents: 40, settledCents: 0, balanceCents: 40 },
      ],
    });
    const user = userEvent.setup();
    renderWithRouter('/dashboard/settings/billing', { ui: <BillingPage /> });
    const [usd, eur] = await screen.findAllByTestId('fee-balance');
    expect(usd).toHaveTextContent('$2.50 owed');
    expect(usd).toHaveTextContent('Accrued $3.30, settled $0.80');
    // Below the smallest payable amount: nothing to settle yet.
    expect(within(eur as HTMLElement).getByRole('button', { name: 'Settle EUR' })).toBeDisabled();
    expect(screen.getByText('No payments to Incasso yet.')).toBeInTheDocument();

    await user.click(within(usd as HTMLElement).getByRole('button', { name: 'Settle USD' }));
    await waitFor(() => expect(serverPage.open).toHaveBeenCalledWith(CHECKOUT.payUrl));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      currency: 'USD',
      chain: 'ethereum',
    });
  });

  it('leads back to a payment still waiting', async () => {
    billing = freeOverview({
      openCharges: [
        {
          id: CHECKOUT.chargeId,
          kind: 'plan',
          planId: 'premium',
          interval: 'yearly',
          amountCents: 29_000,
          currency: 'EUR',
          paymentId: CHECKOUT.paymentId,
          payUrl: CHECKOUT.payUrl,
          createdAt: '2026-11-15T10:00:00.000Z',
        },
      ],
    });
    renderWithRouter('/dashboard/settings/billing', { ui: <BillingPage /> });
    const waiting = await screen.findByRole('region', { name: 'Payments waiting' });
    expect(waiting).toHaveTextContent('Premium, Yearly · €290.00');
    expect(within(waiting).getByRole('link', { name: 'Continue paying' })).toHaveAttribute(
      'href',
      CHECKOUT.payUrl,
    );
  });
});
