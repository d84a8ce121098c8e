import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCache, removeCache, setCache } from './cache';

describe('local cache', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('stores { value, expiry } with the expiry at save time plus the lifetime', () => {
    setCache('price', { rate: 2 }, 60_000);
    expect(JSON.parse(localStorage.getItem('price') ?? '')).toEqual({
      value: { rate: 2 },
      expiry: Date.parse('2030-01-01T00:01:00Z'),
    });
  });

  it('keeps an entry without lifetime forever', () => {
    setCache('user_profile', { email: 'a@b.c' });
    vi.setSystemTime(new Date('2099-01-01T00:00:00Z'));
    expect(getCache('user_profile')).toEqual({ email: 'a@b.c' });
  });

  it('reads an entry until it expires, then removes it and reads empty', () => {
    setCache('price', 42, 1_000);
    vi.advanceTimersByTime(1_000);
    expect(getCache('price')).toBe(42);
    vi.advanceTimersByTime(1);
    expect(getCache('price')).toBeNull();
    expect(localStorage.getItem('price')).toBeNull();
  });

  it('reads a missing key or a malformed entry as empty', () => {
    expect(getCache('missing')).toBeNull();
    localStorage.setItem('plain', '"just a string"');
    expect(getCache('plain')).toBeNull();
  });

  it('logs an Italian message instead of throwing on unreadable JSON', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('broken', '{not json');
    expect(getCache('broken')).toBeNull();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('Impossibile leggere "broken"'),
      expect.anything(),
    );
  });

  it('logs an Italian message when the storage refuses to save', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => setCache('big', 'x')).not.toThrow();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('Impossibile salvare "big"'),
      expect.anything(),
    );
  });

  it('removes an entry', () => {
    setCache('user_profile', { email: 'a@b.c' });
    removeCache('user_profile');
    expect(getCache('user_profile')).toBeNull();
  });
});
