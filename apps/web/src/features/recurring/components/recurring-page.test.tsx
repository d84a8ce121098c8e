import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schedule, ScheduleDetail } from '@incasso/shared/recurring';
import type { Wallet } from '@incasso/shared/wallets';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubReply, type StubServer } from '#test/stub-server.ts';
import { RecurringPage } from './recurring-page';

const SCHEDULE_ID = '0193a1b2-0000-7000-8000-00000000000a';
const PAYMENT_ID = '0193a1b2-0000-7000-8000-0000000000b1';

const WALLET: Wallet = {
  id: '0193a1b2-0000-7000-8000-0000000000c1',
  name: 'Till',
  address: '0x1111111111111111111111111111111111111111',
  chainId: 'ethereum',
  acceptedCurrencyIds: ['usdt', 'eth'],
  createdAt: '2026-11-01T10:00:00.000Z',
};

const SCHEDULE: Schedule = {
  id: SCHEDULE_ID,
  customerName: 'Grace Hopper',
  customerEmail: 'grace@example.test',
  customerLocale: 'en',
  description: 'Monthly maintenance',
  amountCents: 2_500,
  currency: 'EUR',
  walletId: WALLET.id,
  chain: 'ethereum',
  currencies: ['usdt'],
  interval: 'monthly',
  startDate: '2027-01-31',
  timeZone: 'Europe/Rome',
  end: { kind: 'afterPayments', payments: 12 },
  status: 'active',
  nextDueAt: '2027-03-30T22:00:00.000Z',
  totals: { paidCount: 1, missedCount: 1, openCount: 0, paidCents: 2_500 },
  createdAt: '2027-01-10T10:00:00.000Z',
};

const DETAIL: ScheduleDetail = {
  ...SCHEDULE,
  periods: [
    {
      number: 2,
      dueAt: '2027-02-27T23:00:00.000Z',
      windowEndsAt: '2027-03-06T23:00:00.000Z',
      status: 'missed',
      amountCents: 2_500,
      currency: 'EUR',
      paymentId: null,
      payUrl: null,
      paidAt: null,
    },
    {
      number: 1,
      dueAt: '2027-01-30T23:00:00.000Z',
      windowEndsAt: '2027-02-06T23:00:00.000Z',
      status: 'paid',
      amountCents: 2_500,
      currency: 'EUR',
      paymentId: PAYMENT_ID,
      payUrl: `/pay/${PAYMENT_ID}`,
      paidAt: '2027-02-01T09:00:00.000Z',
    },
  ],
};

let server: StubServer;
let schedules: Schedule[];
let createReply: StubReply;
let detail: ScheduleDetail;

beforeAll(async () => {
  server = await startStubServer({
    'GET /api/recurring-payments': () => ({ status: 200, body: schedules }),
    'POST /api/recurring-payments': () => createReply,
    [`GET /api/recurring-payments/${SCHEDULE_ID}`]: () => ({ status: 200, body: detail }),
    [`POST /api/recurring-payments/${SCHEDULE_ID}/cancel`]: () => ({
      status: 200,
      body: { ...SCHEDULE, status: 'cancelled', nextDueAt: null },
    }),
    [`PATCH /api/recurring-payments/${SCHEDULE_ID}`]: () => ({ status: 200, body: SCHEDULE }),
    [`POST /api/recurring-payments/${SCHEDULE_ID}/pause`]: () => ({
      status: 200,
      body: { ...SCHEDULE, status: 'paused', nextDueAt: null },
    }),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  schedules = [SCHEDULE];
  createReply = { status: 201, body: SCHEDULE };
  detail = DETAIL;
  server.calls.length = 0;
});

const writes = (method: string) => server.calls.filter((call) => call.method === method);

describe('recurring payments page', () => {
  it('lists schedules with their next payment and status, and opens one’s history', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/subscriptions', { ui: <RecurringPage wallets={[WALLET]} /> });
    const table = await screen.findByRole('table', { name: 'Recurring payments' });
    const row = within(table).getByRole('row', { name: /Grace Hopper/ });
    expect(row).toHaveTextContent('€25.00 · Monthly');
    expect(row).toHaveTextContent('1 / 1');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent(/Mar 3(0|1), 2027/);

    await user.click(within(row).getByRole('button', { name: 'Grace Hopper' }));
    const history = await screen.findByRole('table', { name: 'History' });
    const rows = within(history).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Missed');
    expect(rows[2]).toHaveTextContent('Paid');
    expect(within(history).getByRole('link', { name: 'Payment page no. 1' })).toHaveAttribute(
      'href',
      `/pay/${PAYMENT_ID}`,
    );
    // On a phone the history is a card per period, headed by its due day.
    const cards = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(cards).toHaveLength(rows.length - 1);
    expect(within(cards[0] as HTMLElement).getByText('Status').tagName).toBe('DT');
    expect(cards[0]).toHaveTextContent('Missed');
    expect(screen.getByText('1 paid (€25.00), 1 missed, 0 awaiting payment')).toBeInTheDocument();
    expect(screen.getByText('After 12 payments')).toBeInTheDocument();
  });

  it('checks the form with the shared rules before sending anything', async () => {
    const user = userEvent.setup();
    schedules = [];
    renderWithRouter('/dashboard/subscriptions', { ui: <RecurringPage wallets={[WALLET]} /> });
    expect(await screen.findByText(/No recurring payments yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New recurring payment' }));
    await user.click(screen.getByRole('button', { name: 'Create recurring payment' }));
    expect(screen.getByLabelText('Customer name')).toHaveAccessibleDescription('Required.');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
      'Enter an amount such as 25 or 25.50.',
    );
    expect(screen.getByText('Choose at least one coin.')).toBeInTheDocument();
    expect(writes('POST')).toEqual([]);
  });

  it('creates a schedule with the amount in cents and the coins chosen, then shows it', async () => {
    const user = userEvent.setup();
    schedules = [];
    renderWithRouter('/dashboard/subscriptions', { ui: <RecurringPage wallets={[WALLET]} /> });
    await user.click(await screen.findByRole('button', { name: 'New recurring payment' }));
    await user.type(screen.getByLabelText('Customer name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Customer email'), 'grace@example.test');
    await user.selectOptions(screen.getByLabelText('Language of the emails'), 'en');
    await user.type(screen.getByLabelText('Description'), 'Monthly maintenance');
    await user.type(screen.getByLabelText('Amount'), '25,50');
    await user.click(screen.getByRole('checkbox', { name: 'USDT' }));
    await user.selectOptions(screen.getByLabelText('Every'), 'quarterly');
    await user.clear(screen.getByLabelText('First payment on'));
    await user.type(screen.getByLabelText('First payment on'), '2099-01-31');
    await user.click(screen.getByRole('radio', { name: 'After a number of payments' }));
    await user.clear(screen.getByLabelText('Number of payments'));
    await user.type(screen.getByLabelText('Number of payments'), '4');
    await user.click(screen.getByRole('button', { name: 'Create recurring payment' }));

    await screen.findByRole('table', { name: 'History' });
    expect(writes('POST')[0]?.body).toEqual({
      customerName: 'Grace Hopper',
      customerEmail: 'grace@example.test',
      customerLocale: 'en',
      description: 'Monthly maintenance',
      amountCents: 2_550,
      currency: 'EUR',
      walletId: WALLET.id,
      currencies: ['usdt'],
      interval: 'quarterly',
      startDate: '2099-01-31',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      end: { kind: 'afterPayments', payments: 4 },
    });
  });

  it('shows the server’s refusal in words', async () => {
    const user = userEvent.setup();
    createReply = { status: 400, body: { error: 'startInPast', message: 'In the past.' } };
    renderWithRouter('/dashboard/subscriptions', { ui: <RecurringPage wallets={[WALLET]} /> });
    await user.click(await screen.findByRole('button', { name: 'New recurring payment' }));
    await user.type(screen.getByLabelText('Customer name'), 'Ada');
    await user.type(screen.getByLabelText('Customer email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Description'), 'Rent');
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.click(screen.getByRole('checkbox', { name: 'ETH' }));
    await user.click(screen.getByRole('button', { name: 'Create recurring payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The first payment cannot be in the past.',
    );
  });

  it('pauses only once the merchant confirms', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/subscriptions', { ui: <RecurringPage wallets={[WALLET]} /> });
    await user.click(
      within(await screen.findByRole('table')).getByRole('button', { name: 'Grace Hopper' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Pause the payments of Grace Hopper?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes('POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(writes('POST').map((call) => call.path)).toEqual([
        `/api/recurring-payments/${SCHEDULE_ID}/pause`,
      ]),
    );
    expect(await screen.findByText('Recurring payment paused.')).toBeInTheDocument();
  });

  it('edits what later periods ask, keeping the calendar fixed', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/subscriptions', { ui: <RecurringPage wallets={[WALLET]} /> });
    await user.click(
      within(await screen.findByRole('table')).getByRole('button', { name: 'Grace Hopper' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByLabelText('Every')).toBeDisabled();
    expect(screen.getByLabelText('First payment on')).toBeDisabled();
    const amount = screen.getByLabelText('Amount');
    expect(amount).toHaveValue('25.00');
    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes('PATCH')).toHaveLength(1));
    expect(writes('PATCH')[0]?.body).toMatchObject({ amountCents: 3_000, currencies: ['usdt'] });
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
  });

  it('offers a paused schedule Resume, and cancels it only after a warning', async () => {
    const user = userEvent.setup();
    detail = { ...DETAIL, status: 'paused', nextDueAt: null };
    renderWithRouter('/dashboard/subscriptions', { ui: <RecurringPage wallets={[WALLET]} /> });
    await user.click(
      within(await screen.findByRole('table')).getByRole('button', { name: 'Grace Hopper' }),
    );
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel recurring payment' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel the payments of Grace Hopper?',
    });
    expect(dialog).toHaveTextContent('this cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel recurring payment' }));
    await waitFor(() =>
      expect(writes('POST').map((call) => call.path)).toEqual([
        `/api/recurring-payments/${SCHEDULE_ID}/cancel`,
      ]),
    );
    expect(await screen.findByText('Recurring payment cancelled.')).toBeInTheDocument();
  });
});
