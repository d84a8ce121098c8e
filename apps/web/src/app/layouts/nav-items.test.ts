import { describe, expect, it } from 'vitest';
import { makeMembership, makeUser } from '#test/make-user.ts';
import { dashboardNavItems, settingsSections } from './nav-items';

const paths = (role: Parameters<typeof makeMembership>[0]) =>
  dashboardNavItems(makeUser({ plan: 'premium', membership: makeMembership(role) })).map(
    (item) => item.to,
  );

describe('the navigation by role (decision note 091)', () => {
  it('gives the owner every page the plan unlocks', () => {
    expect(paths('owner')).toEqual([
      '/dashboard',
      '/dashboard/subscriptions',
      '/dashboard/invoicing',
      '/dashboard/links',
      '/dashboard/pos',
      '/dashboard/transactions',
      '/dashboard/insights',
      '/dashboard/settings',
    ]);
  });

  it('gives the manager the payment links, not the developer pages', () => {
    expect(paths('manager')).toContain('/dashboard/links');
  });

  it('gives a cashier the requests, the till and their own account, no settings', () => {
    expect(paths('cashier')).toEqual([
      '/dashboard',
      '/dashboard/pos',
      '/dashboard/settings/security',
    ]);
  });

  it('gives an accountant what is read and exported, and a developer the developer pages', () => {
    expect(paths('accountant')).toEqual([
      '/dashboard',
      '/dashboard/subscriptions',
      '/dashboard/invoicing',
      '/dashboard/transactions',
      '/dashboard/insights',
      '/dashboard/settings',
    ]);
    expect(paths('developer')).toEqual([
      '/dashboard',
      '/dashboard/transactions',
      '/dashboard/settings',
    ]);
  });

  it('still follows the plan: a free owner sees no paid page', () => {
    const user = makeUser({ plan: 'free', membership: makeMembership('owner') });
    expect(dashboardNavItems(user).map((item) => item.to)).not.toContain('/dashboard/pos');
  });

  it('hides everything of a merchant from a person who belongs to none', () => {
    expect(dashboardNavItems(makeUser({ membership: null })).map((item) => item.to)).toEqual([
      '/dashboard',
      '/dashboard/settings/security',
    ]);
  });
});

describe('the settings menu by role', () => {
  const sections = (role: Parameters<typeof makeMembership>[0]) =>
    settingsSections(makeUser({ plan: 'premium', membership: makeMembership(role) }));

  it('lists the team for the owner and the manager, billing for the owner alone', () => {
    expect(sections('owner')).toEqual([
      'profile',
      'wallets',
      'security',
      'team',
      'subscription',
      'billing',
      'developer',
    ]);
    expect(sections('manager')).toEqual(['profile', 'wallets', 'security', 'team']);
  });

  it('leaves a cashier their own security page only', () => {
    expect(sections('cashier')).toEqual(['security']);
    expect(sections('developer')).toEqual(['security', 'developer']);
  });
});
