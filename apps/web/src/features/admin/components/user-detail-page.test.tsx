import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUserDetail } from '@incasso/shared/admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUserAiSummary, adminUserDetail, USER_ID } from '#test/admin-fixtures.ts';
import { buildTransaction } from '#test/build-transaction.ts';
import { historyItem } from '#test/billing-fixtures.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubReply, type StubServer } from '#test/stub-server.ts';
import { UserDetailPage } from './user-detail-page';

let server: StubServer;
let detail: AdminUserDetail;
let statusReply: (body: unknown) => StubReply;
const base = `/api/admin/users/${USER_ID}`;

beforeAll(async () => {
  server = await startStubServer({
    [`GET ${base}`]: () => ({ status: 200, body: detail }),
    [`GET ${base}/ai-summary`]: () => ({ status: 200, body: adminUserAiSummary() }),
    [`PATCH ${base}`]: (body) => {
      const { customFeeBps } = body as { customFeeBps: number | null };
      detail = adminUserDetail({ customFeeBps, feeBps: customFeeBps ?? 75 });
      return { status: 200, body: detail };
    },
    [`POST ${base}/status`]: (body) => statusReply(body),
    // One account's ledger, two pages; the query is read from the call just recorded.
    [`GET ${base}/transactions`]: () => {
      const query = new URL(server.calls.at(-1)?.path ?? '', server.url).searchParams;
      if (query.get('status') === 'Failed') {
        const failed = buildTransaction({ fiatAmount: '13.00', status: 'Failed' });
        return { status: 200, body: { items: [failed], nextCursor: null } };
      }
      const second = query.get('cursor') === 'page-2';
      const item = buildTransaction({ fiatAmount: second ? '41.00' : '42.00' });
      return { status: 200, body: { items: [item], nextCursor: second ? null : 'page-2' } };
    },
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  detail = adminUserDetail();
  server.calls.length = 0;
  statusReply = (body) => {
    detail = adminUserDetail({ status: (body as { status: 'active' | 'suspended' }).status });
    return { status: 200, body: detail };
  };
});

const renderPage = (adminId = 'someone-else') =>
  renderWithRouter(`/admin/users/${USER_ID}`, {
    ui: <UserDetailPage userId={USER_ID} currentAdminId={adminId} />,
  });
const callsTo = (method: string, path: string) =>
  server.calls.filter((call) => call.method === method && call.path === path);

describe('User View', () => {
  it('shows profile, fiscal data, subscription, wallets, transactions, logins and the AI summary figures', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'marco@bottega.it' })).toBeInTheDocument();
    expect(screen.getByText('Bottega Rossi srl')).toBeInTheDocument();
    expect(screen.getByText('€12.50')).toBeInTheDocument();
    expect(screen.getByText(/Till · polygon/)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Transactions' })).toHaveTextContent(
      '42.00 EUR',
    );
    // On a phone a card per transaction, headed by its amount.
    const [card] = within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole(
      'listitem',
    );
    expect(card?.firstElementChild).toHaveTextContent('42.00 EUR');
    expect(within(card as HTMLElement).getByText('Fee').tagName).toBe('DT');
    expect(screen.getByText(/Firefox on Linux · 203\.0\.113\.7/)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Figures' })).toHaveTextContent('€625.00');
  });

  it('pages through the account’s transactions and filters them by status', async () => {
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(table).toHaveTextContent('42.00 EUR');
    const pages = screen.getByRole('navigation', { name: 'Transaction pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(table).toHaveTextContent('41.00 EUR'));
    expect(pages).toHaveTextContent('Page 2');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(table).toHaveTextContent('42.00 EUR'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    await waitFor(() => expect(table).toHaveTextContent('13.00 EUR'));
    const asked = server.calls
      .filter((call) => call.path.startsWith(`${base}/transactions`))
      .map((call) => call.path.slice(`${base}/transactions`.length));
    expect(asked).toEqual(['?limit=10', '?limit=10&cursor=page-2', '?limit=10&status=Failed']);
  });

  it('flags a plan payment that a chain reorganisation took back after confirming', async () => {
    const base = adminUserDetail();
    detail = {
      ...base,
      billing: {
        ...base.billing,
        history: [historyItem({ reversedAt: '2026-11-16T09:00:00.000Z' })],
      },
    };
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payments taken back by a chain reorganisation');
    expect(alert).toHaveTextContent('Receipt INC-000007, €9.00: taken back on');
  });

  it('suspends only after the confirmation dialog, then says so', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend this account?' });
    expect(dialog).toHaveTextContent('marco@bottega.it will be signed out everywhere');
    expect(callsTo('POST', `${base}/status`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('User status changed.')).toBeInTheDocument();
    expect(callsTo('POST', `${base}/status`)[0]?.body).toEqual({ status: 'suspended' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('cancelling the dialog changes nothing, and a refusal shows the failure notice', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(callsTo('POST', `${base}/status`)).toHaveLength(0);

    statusReply = () => ({
      status: 409,
      body: {
        error: 'lastAdmin',
        message: 'The last administrator cannot be removed or suspended.',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Suspend' }));
    expect(
      await screen.findByText('The last administrator cannot be removed or suspended.'),
    ).toBeInTheDocument();
  });

  it('sets a custom fee as basis points and refuses a fee that is not a percentage', async () => {
    const user = userEvent.setup();
    renderPage();
    const fee = await screen.findByLabelText('Custom fee (%)');
    await user.type(fee, '150');
    expect(screen.getByText(/Enter a percentage from 0 to 100/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await user.clear(fee);
    await user.type(fee, '0,2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('User updated.')).toBeInTheDocument();
    expect(callsTo('PATCH', base)[0]?.body).toMatchObject({ customFeeBps: 20, planId: 'plus' });
  });

  it("offers no suspension of the admin's own account and locks their role", async () => {
    renderPage(USER_ID);
    expect(await screen.findByRole('heading', { name: 'marco@bottega.it' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Administrator/ })).toBeDisabled();
  });
});
