import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { makeMembership, makeUser } from '#test/make-user.ts';
import { renderWithRouter } from '#test/render-app.tsx';

const location = () => screen.getByRole('status', { name: 'current location' });
const free = makeUser();
const plus = makeUser({ plan: 'plus' });
const premium = makeUser({ plan: 'premium' });
const admin = makeUser({ isAdmin: true, email: 'root@incasso.dev' });

async function expectLocation(path: string) {
  expect(await screen.findByText(path, { selector: 'output' })).toBeInTheDocument();
}

describe('route guards', () => {
  it('shows the full-screen loader until the session is known', () => {
    renderWithRouter('/dashboard');
    act(() => useSessionStore.setState({ ready: false }));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('sends a signed-out user to /login and back to the original location after login', async () => {
    renderWithRouter('/dashboard/transactions?status=Completed');
    await expectLocation('/login');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    act(() => useSessionStore.setState({ user: plus }));
    await expectLocation('/dashboard/transactions?status=Completed');
  });

  it('protects the admin area and the invoice print view from signed-out users', async () => {
    renderWithRouter('/invoice/inv_1/print');
    await expectLocation('/login');
  });

  it.each([
    ['signed out', null, '/login'],
    ['a user', free, '/dashboard'],
    ['an admin', admin, '/admin'],
  ])('redirects an unknown path for %s', async (_, user, target) => {
    renderWithRouter('/no/such/page', { user });
    await expectLocation(target);
  });

  it('sends a signed-in user away from /login and /register to their home', async () => {
    renderWithRouter('/login', { user: free });
    await expectLocation('/dashboard');
  });

  it('sends an admin on /register to /admin', async () => {
    renderWithRouter('/register', { user: admin });
    await expectLocation('/admin');
  });

  it('keeps admins out of user routes and users out of admin routes', async () => {
    renderWithRouter('/dashboard/settings', { user: admin });
    await expectLocation('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('sends a user on an admin route to /dashboard', async () => {
    renderWithRouter('/admin/users', { user: free });
    await expectLocation('/dashboard');
  });

  it('lets an admin reach the admin sub-routes', async () => {
    renderWithRouter('/admin/announcements', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Announcements' })).toBeInTheDocument();
  });
});

describe('plan-gated dashboard routes', () => {
  it.each([
    '/dashboard/pos',
    '/dashboard/insights',
    '/dashboard/subscriptions',
    '/dashboard/invoicing',
  ])('redirects a free user from %s to /dashboard', async (path) => {
    renderWithRouter(path, { user: free });
    await expectLocation('/dashboard');
    expect(await screen.findByRole('heading', { name: /^Welcome/ })).toBeInTheDocument();
  });

  it('opens the paid pages for Plus', async () => {
    renderWithRouter('/dashboard/pos', { user: plus });
    expect(await screen.findByRole('heading', { name: 'Point of sale' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboard/pos');
  });

  it('shows free users an upgrade prompt on transactions, linking to the plans', async () => {
    renderWithRouter('/dashboard/transactions', { user: free });
    expect(
      await screen.findByRole('heading', { name: 'Upgrade to Plus or Premium' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/dashboard/settings/subscription',
    );
  });

  it('shows Plus users their transactions page', async () => {
    renderWithRouter('/dashboard/transactions', { user: plus });
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
  });

  it('redirects unknown dashboard sub-paths to /dashboard', async () => {
    renderWithRouter('/dashboard/nothing-here', { user: plus });
    await expectLocation('/dashboard');
  });

  it('hides the gated navigation links from free users', async () => {
    renderWithRouter('/dashboard', { user: free });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const names = [...nav.querySelectorAll('a')].map((link) => link.textContent);
    expect(names).toEqual(['Payments', 'Transactions', 'Settings']);
  });

  it('shows every navigation link, in order, to paid plans', async () => {
    renderWithRouter('/dashboard', { user: plus });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const names = [...nav.querySelectorAll('a')].map((link) => link.textContent);
    expect(names).toEqual([
      'Payments',
      'Recurring payments',
      'Invoicing',
      'POS',
      'Transactions',
      'AI insights',
      'Settings',
    ]);
  });
});

describe('settings', () => {
  it('redirects the index to profile', async () => {
    renderWithRouter('/dashboard/settings', { user: free });
    await expectLocation('/dashboard/settings/profile');
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('routes and lists the developer page for Premium only', async () => {
    renderWithRouter('/dashboard/settings/developer', { user: premium });
    expect(await screen.findByRole('heading', { name: 'Developer' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Settings menu' });
    expect(menu).toHaveTextContent('Developer');
  });

  it('sends Plus users away from the developer page and leaves it out of the menu', async () => {
    renderWithRouter('/dashboard/settings/developer', { user: plus });
    await expectLocation('/dashboard');
    renderWithRouter('/dashboard/settings/profile', { user: plus });
    const menus = await screen.findAllByRole('navigation', { name: 'Settings menu' });
    expect(menus.at(-1)).not.toHaveTextContent('Developer');
  });
});

describe('pages by role (decision note 091)', () => {
  const cashier = makeUser({ plan: 'premium', membership: makeMembership('cashier') });
  const accountant = makeUser({ plan: 'premium', membership: makeMembership('accountant') });

  it('opens the settings of a cashier on their own security page, with nothing else listed', async () => {
    renderWithRouter('/dashboard/settings', { user: cashier });
    await expectLocation('/dashboard/settings/security');
    const menu = await screen.findByRole('navigation', { name: 'Settings menu' });
    expect(menu).toHaveTextContent('Security');
    expect(menu).not.toHaveTextContent('Profile');
    expect(menu).not.toHaveTextContent('Wallets');
  });

  it.each([
    '/dashboard/transactions',
    '/dashboard/insights',
    '/dashboard/invoicing',
    '/dashboard/subscriptions',
    '/dashboard/settings/profile',
    '/dashboard/settings/wallets',
    '/dashboard/settings/team',
    '/dashboard/settings/billing',
    '/dashboard/settings/developer',
  ])('sends a cashier away from %s', async (path) => {
    renderWithRouter(path, { user: cashier });
    await expectLocation('/dashboard');
  });

  it('keeps a member whose team requires two-factor on Security until it is on', async () => {
    const user = makeUser({
      plan: 'premium',
      membership: { ...makeMembership('cashier'), twoFactorSetupRequired: true },
    });
    renderWithRouter('/dashboard/pos', { user });
    await expectLocation('/dashboard/settings/security');
    expect(
      await screen.findByText('Bar Sport asks every member to use it.', { exact: false }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).not.toHaveTextContent('POS');
  });

  it('opens the till to a cashier', async () => {
    renderWithRouter('/dashboard/pos', { user: cashier });
    await expectLocation('/dashboard/pos');
  });

  it('keeps the till from an accountant', async () => {
    renderWithRouter('/dashboard/pos', { user: accountant });
    await expectLocation('/dashboard');
  });
});

describe('public pages', () => {
  // /pay/:id is not the SPA's: the server renders it (decision note 038).
  it('serves /api-docs without a session', async () => {
    renderWithRouter('/api-docs');
    expect(await screen.findByRole('heading', { name: 'API documentation' })).toBeInTheDocument();
  });

  it('marks the body on /login and /register only', async () => {
    const { unmount } = renderWithRouter('/login');
    expect(document.body).toHaveClass('auth-page');
    unmount();
    expect(document.body).not.toHaveClass('auth-page');
    renderWithRouter('/forgot-password');
    expect(
      await screen.findByRole('heading', { name: 'Recover your password' }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveClass('auth-page');
  });
});
