import { describe, expect, it } from 'vitest';
import {
  addInterval,
  DAY_MS,
  dueReminder,
  nextPeriodStart,
  subscriptionState,
  unusedCredit,
  type Period,
} from './subscription-state.ts';

const at = (iso: string) => new Date(iso);
const plus = (startsAt: string, endsAt: string, valueCents = 900): Period => ({
  planId: 'plus',
  interval: 'monthly',
  valueCents,
  startsAt: at(startsAt),
  endsAt: at(endsAt),
});

describe('addInterval', () => {
  it('adds a calendar month or year in UTC, keeping the day where the month has it', () => {
    expect(addInterval(at('2026-03-15T10:30:00Z'), 'monthly')).toEqual(at('2026-04-15T10:30:00Z'));
    expect(addInterval(at('2026-12-20T00:00:00Z'), 'monthly')).toEqual(at('2027-01-20T00:00:00Z'));
    expect(addInterval(at('2026-03-15T10:30:00Z'), 'yearly')).toEqual(at('2027-03-15T10:30:00Z'));
  });

  it('ends a month that starts on a day the next month lacks on its last day', () => {
    expect(addInterval(at('2026-01-31T08:00:00Z'), 'monthly')).toEqual(at('2026-02-28T08:00:00Z'));
    expect(addInterval(at('2028-02-29T08:00:00Z'), 'yearly')).toEqual(at('2029-02-28T08:00:00Z'));
  });
});

describe('subscriptionState', () => {
  const period = plus('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z');

  it('is active inside a period, with the paid time running on through periods paid ahead', () => {
    const ahead: Period = {
      ...plus('2026-04-01T00:00:00Z', '2027-04-01T00:00:00Z', 9_000),
      interval: 'yearly',
    };
    const state = subscriptionState([ahead, period], at('2026-03-20T00:00:00Z'), false);
    expect(state).toMatchObject({ status: 'active', planId: 'plus', current: period });
    expect(state.paidUntil).toEqual(ahead.endsAt);
    expect(state.upcoming).toBe(ahead);
  });

  it('keeps the plan for 3 days of grace after the end, then falls back to Free', () => {
    const grace = subscriptionState([period], at('2026-04-03T23:59:59Z'), false);
    expect(grace).toMatchObject({ status: 'grace', planId: 'plus' });
    expect(grace.graceEndsAt).toEqual(at('2026-04-04T00:00:00Z'));
    expect(subscriptionState([period], at('2026-04-04T00:00:00Z'), false)).toMatchObject({
      status: 'none',
      planId: 'free',
    });
  });

  it('gives no grace to a merchant who chose Free from the end', () => {
    expect(subscriptionState([period], at('2026-04-01T00:00:00Z'), true).planId).toBe('free');
    expect(subscriptionState([period], at('2026-03-31T00:00:00Z'), true).planId).toBe('plus');
  });

  it('follows an upgrade: the cut-short period gives way to the new plan at once', () => {
    const cut = plus('2026-03-01T00:00:00Z', '2026-03-10T00:00:00Z');
    const premium: Period = {
      planId: 'premium',
      interval: 'monthly',
      valueCents: 2_900,
      startsAt: at('2026-03-10T00:00:00Z'),
      endsAt: at('2026-04-10T00:00:00Z'),
    };
    const state = subscriptionState([cut, premium], at('2026-03-10T00:00:00Z'), false);
    expect(state).toMatchObject({ status: 'active', planId: 'premium', upcoming: null });
  });

  it('is Free with no periods', () => {
    expect(subscriptionState([], at('2026-03-10T00:00:00Z'), false).status).toBe('none');
  });
});

describe('dueReminder', () => {
  const period = plus('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z');
  const reminderAt = (iso: string, cancel = false) =>
    dueReminder(subscriptionState([period], at(iso), cancel), at(iso), cancel);

  it('is due 7 days before the end, then 1 day before, and not otherwise', () => {
    expect(reminderAt('2026-03-24T23:59:59Z')).toBeNull();
    expect(reminderAt('2026-03-25T00:00:00Z')).toBe(7);
    expect(reminderAt('2026-03-30T23:59:59Z')).toBe(7);
    expect(reminderAt('2026-03-31T00:00:00Z')).toBe(1);
    expect(reminderAt('2026-04-01T00:00:00Z')).toBeNull();
  });

  it('is never due for a plan that ends by the merchant’s choice', () => {
    expect(reminderAt('2026-03-31T00:00:00Z', true)).toBeNull();
  });
});

describe('unusedCredit', () => {
  it('is the unused share of the list price, rounded down to the cent', () => {
    const period = plus('2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z', 900);
    expect(unusedCredit([period], at('2026-03-01T00:00:00Z'))).toBe(900);
    expect(unusedCredit([period], at('2026-03-16T00:00:00Z'))).toBe(450);
    expect(unusedCredit([period], at('2026-03-21T00:00:00Z'))).toBe(300);
    // 900 × a seventh of a day left over 30 days = 4.28… cents: 4.
    expect(unusedCredit([period], new Date(period.endsAt.getTime() - DAY_MS / 7))).toBe(4);
    expect(unusedCredit([period], at('2026-04-01T00:00:00Z'))).toBe(0);
  });

  it('counts a period paid ahead in full', () => {
    const now = plus('2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z', 900);
    const ahead = plus('2026-03-31T00:00:00Z', '2026-04-30T00:00:00Z', 900);
    expect(unusedCredit([now, ahead], at('2026-03-16T00:00:00Z'))).toBe(1_350);
  });
});

describe('nextPeriodStart', () => {
  const period = plus('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z');

  it('starts a renewal where the paid time ends, in grace too, and an upgrade at once', () => {
    const during = at('2026-03-20T00:00:00Z');
    expect(nextPeriodStart(subscriptionState([period], during, false), true, during)).toEqual(
      period.endsAt,
    );
    expect(nextPeriodStart(subscriptionState([period], during, false), false, during)).toBe(during);
    const inGrace = at('2026-04-02T00:00:00Z');
    expect(nextPeriodStart(subscriptionState([period], inGrace, false), true, inGrace)).toEqual(
      period.endsAt,
    );
    const later = at('2026-05-01T00:00:00Z');
    expect(nextPeriodStart(subscriptionState([period], later, false), true, later)).toBe(later);
  });
});
