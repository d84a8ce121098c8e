import { describe, expect, it } from 'vitest';
import { hasFeature, parseSessionUser } from './session-user';

describe('parseSessionUser', () => {
  it('reads a bare profile and a { user } envelope alike', () => {
    const profile = { id: 7, email: 'm@shop.it', isAdmin: false, plan: 'Premium' };
    const expected = {
      id: '7',
      email: 'm@shop.it',
      displayName: null,
      isAdmin: false,
      plan: 'premium',
      features: [],
    };
    expect(parseSessionUser(profile)).toEqual(expected);
    expect(parseSessionUser({ user: profile })).toEqual(expected);
  });

  it('finds the plan in subscription.planName and defaults to free', () => {
    expect(parseSessionUser({ email: 'a@b.c', subscription: { planName: 'Plus' } })?.plan).toBe(
      'plus',
    );
    expect(parseSessionUser({ email: 'a@b.c', plan: { name: 'premium' } })?.plan).toBe('premium');
    expect(parseSessionUser({ email: 'a@b.c', plan: 'Starter' })?.plan).toBe('free');
  });

  it('only trusts isAdmin when it is literally true', () => {
    expect(parseSessionUser({ email: 'a@b.c', isAdmin: 'yes' })?.isAdmin).toBe(false);
    expect(parseSessionUser({ email: 'a@b.c', isAdmin: true })?.isAdmin).toBe(true);
  });

  it('rejects anything without an email', () => {
    expect(parseSessionUser(null)).toBeNull();
    expect(parseSessionUser({ error: 'unauthorized' })).toBeNull();
    expect(parseSessionUser(['a@b.c'])).toBeNull();
  });

  it('parses its own output again (the cached profile)', () => {
    const user = parseSessionUser({ email: 'a@b.c', plan: 'plus', displayName: 'Anna' });
    expect(parseSessionUser(user)).toEqual(user);
  });
});

describe('hasFeature', () => {
  it("follows the profile's features, not the plan's name", () => {
    const user = parseSessionUser({
      email: 'a@b.c',
      plan: 'free',
      features: ['transactions', 42, 'pos'],
    });
    expect(user?.features).toEqual(['transactions', 'pos']);
    expect(user && hasFeature(user, 'pos')).toBe(true);
    expect(user && hasFeature(user, 'developer')).toBe(false);
  });

  it('unlocks nothing when the profile carries no features', () => {
    const user = parseSessionUser({ email: 'a@b.c', plan: 'premium' });
    expect(user?.features).toEqual([]);
    expect(user && hasFeature(user, 'transactions')).toBe(false);
  });
});
