import { describe, expect, it } from 'vitest';
import { addDays, formatDate, formatDateTime, formatDay, formatTime } from './dates';

describe('dates', () => {
  it('write a calendar day in one style per language', () => {
    expect(formatDay('2026-11-27', 'it')).toBe('27/11/2026');
    expect(formatDay('2026-11-27', 'en')).toBe('Nov 27, 2026');
    expect(formatDay('2026-03-05', 'it')).toBe('05/03/2026');
  });

  it('never move a calendar day across time zones', () => {
    expect(formatDay('2026-01-01', 'it')).toBe('01/01/2026');
  });

  it('write an instant in the zone asked, day in the same style', () => {
    const at = '2026-11-27T23:30:00Z';
    expect(formatDate(at, 'it', 'UTC')).toBe('27/11/2026');
    expect(formatDate(at, 'it', 'Europe/Rome')).toBe('28/11/2026');
    expect(formatDateTime(at, 'it', { timeZone: 'Europe/Rome' })).toBe('28/11/2026, 00:30');
    expect(formatDateTime(at, 'en', { timeZone: 'UTC' })).toBe('Nov 27, 2026, 11:30 PM');
    expect(formatDateTime(at, 'it', { timeZone: 'UTC', seconds: true })).toBe(
      '27/11/2026, 23:30:00',
    );
    expect(formatTime(at, 'it', 'UTC')).toBe('23:30');
  });

  it('add days across months and leap years', () => {
    expect(addDays('2026-11-27', 30)).toBe('2026-12-27');
    expect(addDays('2028-02-15', 30)).toBe('2028-03-16');
    expect(() => addDays('27/11/2026', 1)).toThrow(RangeError);
  });
});
