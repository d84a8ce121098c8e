import type { Team } from '@incasso/shared/members';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '#i18n/index.ts';
import { makeMembership, makeUser } from '#test/make-user.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';

const OWNER = '00000000-0000-4000-8000-000000000001';
const CASHIER = '00000000-0000-4000-8000-000000000002';
const INVITATION = '00000000-0000-4000-8000-0000000000aa';

const team = (): Team => ({
  members: [
    {
      userId: OWNER,
      email: 'anna@shop.it',
      displayName: 'Anna',
      role: 'owner',
      twoFactorEnabled: true,
      joinedAt: '2026-11-01T09:00:00.000Z',
    },
    {
      userId: CASHIER,
      email: 'luca@shop.it',
      displayName: 'Luca',
      role: 'cashier',
      twoFactorEnabled: false,
      joinedAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  invitations: [
    {
      id: INVITATION,
      email: 'sara@shop.it',
      role: 'accountant',
      invitedBy: 'anna@shop.it',
      createdAt: '2026-11-26T09:00:00.000Z',
      expiresAt: '2026-12-03T09:00:00.000Z',
    },
  ],
  memberLimit: 3,
  requireTwoFactor: false,
});

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({
    'GET /api/user/notifications': () => ({ status: 200, body: [] }),
    'GET /api/announcements': () => ({ status: 200, body: [] }),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  server.calls.length = 0;
  server.route('GET /api/team', () => ({ status: 200, body: team() }));
  server.route('GET /api/team/audit', () => ({
    status: 200,
    body: {
      entries: [
        {
          id: '00000000-0000-4000-8000-0000000000bb',
          action: 'member.roleChanged',
          actor: 'anna@shop.it',
          subject: 'luca@shop.it',
          details: { from: 'manager', to: 'cashier' },
          createdAt: '2026-11-26T10:00:00.000Z',
        },
      ],
    },
  }));
});

const owner = () => makeUser({ id: OWNER, plan: 'plus', membership: makeMembership('owner') });
const calls = (method: string, path: string) =>
  server.calls.filter((call) => call.method === method && call.path === path);

describe('/dashboard/settings/team for the owner', () => {
  it('lists the members with their roles, the open invitations and the activity log', async () => {
    renderWithRouter('/dashboard/settings/team', { user: owner() });
    expect(await screen.findByText('luca@shop.it', { exact: false })).toBeInTheDocument();
    // The cards fill in one by one (the membership, the team, the log): each is waited for.
    expect(await screen.findByRole('combobox', { name: 'Role of luca@shop.it' })).toHaveValue(
      'cashier',
    );
    // The owner's own row offers nothing to do to themself.
    expect(screen.queryByRole('combobox', { name: 'Role of anna@shop.it' })).toBeNull();
    expect(await screen.findByText('sara@shop.it')).toBeInTheDocument();
    expect(await screen.findByText(/3 of 3 places used/)).toBeInTheDocument();
    expect(await screen.findByText('luca@shop.it: Manager → Cashier')).toBeInTheDocument();
  });

  it('invites by email with a role', async () => {
    server.route('GET /api/team', () => ({ status: 200, body: { ...team(), memberLimit: null } }));
    server.route('POST /api/team/invitations', () => ({ status: 201, body: team() }));
    renderWithRouter('/dashboard/settings/team', { user: owner() });
    const email = await screen.findByLabelText('Email');
    await userEvent.type(email, 'marco@shop.it');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'manager');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(calls('POST', '/api/team/invitations')).toHaveLength(1));
    expect(calls('POST', '/api/team/invitations')[0]?.body).toEqual({
      email: 'marco@shop.it',
      role: 'manager',
    });
    expect(await screen.findByText('Invitation sent to marco@shop.it.')).toBeInTheDocument();
  });

  it("says the server's refusal by its key: the plan's member limit", async () => {
    server.route('GET /api/team', () => ({ status: 200, body: { ...team(), memberLimit: null } }));
    server.route('POST /api/team/invitations', () => ({
      status: 403,
      body: { error: 'memberLimitReached', message: 'Limit' },
    }));
    renderWithRouter('/dashboard/settings/team', { user: owner() });
    await userEvent.type(await screen.findByLabelText('Email'), 'marco@shop.it');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Your plan allows no more members/)).toBeInTheDocument();
  });

  it('refuses an invalid address before asking the server', async () => {
    server.route('GET /api/team', () => ({ status: 200, body: { ...team(), memberLimit: null } }));
    renderWithRouter('/dashboard/settings/team', { user: owner() });
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    expect(calls('POST', '/api/team/invitations')).toHaveLength(0);
  });

  it("puts the server's refusal of the email beside the email field", async () => {
    server.route('GET /api/team', () => ({ status: 200, body: { ...team(), memberLimit: null } }));
    server.route('POST /api/team/invitations', () => ({
      status: 400,
      body: { error: 'invalidInput', message: 'Invalid', fields: { email: 'invalid_format' } },
    }));
    renderWithRouter('/dashboard/settings/team', { user: owner() });
    const email = await screen.findByLabelText('Email');
    await userEvent.type(email, 'marco@shop.it');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes a role, removes a member after confirming, and revokes an invitation', async () => {
    server.route(`PATCH /api/team/members/${CASHIER}`, () => ({ status: 200, body: team() }));
    server.route(`DELETE /api/team/members/${CASHIER}`, () => ({ status: 204 }));
    server.route(`DELETE /api/team/invitations/${INVITATION}`, () => ({ status: 204 }));
    renderWithRouter('/dashboard/settings/team', { user: owner() });
    const role = await screen.findByRole('combobox', { name: 'Role of luca@shop.it' });
    await userEvent.selectOptions(role, 'manager');
    await waitFor(() =>
      expect(calls('PATCH', `/api/team/members/${CASHIER}`)[0]?.body).toEqual({ role: 'manager' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this member?' });
    expect(within(dialog).getByText(/luca@shop.it loses access/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls('DELETE', `/api/team/members/${CASHIER}`)).toHaveLength(1));

    // The dialog closes once the server answered; the page is reachable again.
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(calls('DELETE', `/api/team/invitations/${INVITATION}`)).toHaveLength(1),
    );
  });

  it('transfers ownership after confirming', async () => {
    server.route('POST /api/team/transfer-ownership', () => ({ status: 200, body: team() }));
    renderWithRouter('/dashboard/settings/team', { user: owner() });
    await userEvent.click(await screen.findByRole('button', { name: 'Make owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    await waitFor(() =>
      expect(calls('POST', '/api/team/transfer-ownership')[0]?.body).toEqual({ userId: CASHIER }),
    );
  });

  it('requires two-factor for every member', async () => {
    server.route('PUT /api/team/settings', () => ({
      status: 200,
      body: { ...team(), requireTwoFactor: true },
    }));
    renderWithRouter('/dashboard/settings/team', { user: owner() });
    await userEvent.click(
      await screen.findByRole('checkbox', {
        name: /Require two-factor authentication for every member/,
      }),
    );
    await waitFor(() =>
      expect(calls('PUT', '/api/team/settings')[0]?.body).toEqual({ requireTwoFactor: true }),
    );
  });

  it('is in Italian too', async () => {
    await i18n.changeLanguage('it');
    try {
      renderWithRouter('/dashboard/settings/team', { user: owner() });
      expect(await screen.findByRole('heading', { name: 'Invita una persona' })).toBeVisible();
      expect(screen.getByRole('combobox', { name: 'Ruolo di luca@shop.it' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('/dashboard/settings/team for other roles', () => {
  it('shows a manager the team to read, with nothing to change, and a way to leave', async () => {
    renderWithRouter('/dashboard/settings/team', {
      user: makeUser({ plan: 'plus', membership: makeMembership('manager') }),
    });
    expect(await screen.findByText('luca@shop.it', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Role of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(calls('GET', '/api/team/audit')).toHaveLength(0);
  });

  it('sends a cashier who types the address back to the dashboard', async () => {
    renderWithRouter('/dashboard/settings/team', {
      user: makeUser({ plan: 'plus', membership: makeMembership('cashier') }),
    });
    await waitFor(() =>
      expect(screen.getByLabelText('current location')).toHaveTextContent(/^\/dashboard$/),
    );
    expect(calls('GET', '/api/team')).toHaveLength(0);
  });
});
