import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../session-store';
import { makeMembership, makeUser } from '#test/make-user.ts';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { MerchantSwitcher } from './merchant-switcher';

const reloadAs = vi.hoisted(() => vi.fn());
vi.mock('../reload', () => ({ reloadAs }));

const OTHER = '00000000-0000-4000-8000-00000000000b';
let server: StubServer;
beforeAll(async () => {
  server = await startStubServer();
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const showAs = (membership: ReturnType<typeof makeMembership>) =>
  useSessionStore.setState({ user: makeUser({ membership }), ready: true, loading: false });

describe('the merchant switcher', () => {
  it('shows nothing to an owner of a single shop', () => {
    showAs(makeMembership('owner'));
    const { container } = render(<MerchantSwitcher />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the shop and the role of a member of one shop who is not its owner', () => {
    showAs(makeMembership('cashier'));
    render(<MerchantSwitcher />);
    expect(screen.getByText('Bar Sport · Cashier')).toBeInTheDocument();
  });

  it('switches the session to another shop and loads the page again as it', async () => {
    server.route('PUT /api/session/merchant', () => ({ status: 200, body: {} }));
    showAs(
      makeMembership('owner', [
        { merchantId: OTHER, merchantName: 'Pizzeria Da Gino', role: 'cashier' },
      ]),
    );
    render(<MerchantSwitcher />);
    const picker = screen.getByRole('combobox', { name: 'Shop you work for' });
    expect(picker).toHaveDisplayValue('Bar Sport (Owner)');
    await userEvent.selectOptions(picker, OTHER);
    await waitFor(() => expect(reloadAs).toHaveBeenCalledWith('/dashboard'));
    expect(server.calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/session/merchant',
      body: { merchantId: OTHER },
    });
  });

  it('stays and says so when the server refuses (no longer a member there)', async () => {
    reloadAs.mockClear();
    server.route('PUT /api/session/merchant', () => ({
      status: 403,
      body: { error: 'notAMember', message: 'No' },
    }));
    showAs(
      makeMembership('owner', [
        { merchantId: OTHER, merchantName: 'Pizzeria Da Gino', role: 'cashier' },
      ]),
    );
    render(<MerchantSwitcher />);
    await userEvent.selectOptions(screen.getByRole('combobox'), OTHER);
    await waitFor(() => expect(screen.getByRole('combobox')).toBeEnabled());
    expect(reloadAs).not.toHaveBeenCalled();
  });
});
