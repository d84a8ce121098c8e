import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUserSummary, USER_ID } from '#test/admin-fixtures.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubReply, type StubServer } from '#test/stub-server.ts';
import { UsersPage } from './users-page';

let server: StubServer;
let reply: StubReply;
beforeAll(async () => {
  server = await startStubServer({ 'GET /api/admin/users': () => reply });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  server.calls.length = 0;
  reply = {
    status: 200,
    body: { items: [adminUserSummary()], total: 45, page: 1, pageSize: 20 },
  };
});

const lastQuery = () => new URL(server.calls.at(-1)?.path ?? '', 'http://x').searchParams;

describe('users page', () => {
  it('lists users with plan, status and VAT number, linking to their User View', async () => {
    renderWithRouter('/admin/users', { ui: <UsersPage /> });
    const table = await screen.findByRole('table', { name: 'Users' });
    const link = within(table).getByRole('link', { name: 'marco@bottega.it' });
    expect(link).toHaveAttribute('href', `/admin/users/${USER_ID}`);
    expect(table).toHaveTextContent('Plus');
    expect(table).toHaveTextContent('Active');
    expect(table).toHaveTextContent('IT00159560366');
    // On a phone a card per user: the email links to the User View, the status beside it.
    const [card] = within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
    expect(within(card as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/admin/users/${USER_ID}`,
    );
    expect(within(card as HTMLElement).getByText('VAT number').tagName).toBe('DT');
    expect(card).toHaveTextContent('Active');
    expect(screen.getByText('Page 1 of 3 (45 in all)')).toBeInTheDocument();
  });

  it('searches, filters, sorts and pages through the server', async () => {
    const user = userEvent.setup();
    renderWithRouter('/admin/users', { ui: <UsersPage /> });
    await screen.findByRole('table', { name: 'Users' });

    await user.type(screen.getByLabelText('Search'), 'IT0015');
    await waitFor(() => expect(lastQuery().get('q')).toBe('IT0015'));
    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    await waitFor(() => expect(lastQuery().get('status')).toBe('suspended'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'email');
    await user.selectOptions(screen.getByLabelText('Order'), 'asc');
    await waitFor(() => expect(lastQuery().get('order')).toBe('asc'));
    expect(lastQuery().get('sort')).toBe('email');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));
  });

  it("says 'Could not load users' when the list fails", async () => {
    reply = { status: 500, body: { error: 'serverError', message: 'Server error' } };
    renderWithRouter('/admin/users', { ui: <UsersPage /> });
    // A server error is retried twice (1 s, then 2 s) before the page gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Could not load users',
    );
  }, 15_000);
});
