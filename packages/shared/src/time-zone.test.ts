import { describe, expect, it } from 'vitest';
import { isTimeZone, TimeZoneSchema } from './time-zone';

describe('time zones', () => {
  it('accepts the names Intl knows, as given', () => {
    expect(isTimeZone('Europe/Rome')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(TimeZoneSchema.parse(' Asia/Kolkata ')).toBe('Asia/Kolkata');
  });

  it('refuses names Intl does not know', () => {
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    const result = TimeZoneSchema.safeParse('Europe/Atlantis');
    expect(result.error?.issues[0]?.message).toBe('invalidTimeZone');
    expect(TimeZoneSchema.safeParse('x'.repeat(65)).error?.issues[0]?.message).toBe('tooLong');
  });
});
