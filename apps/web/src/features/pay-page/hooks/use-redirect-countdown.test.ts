import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_DELAY_S, useRedirectCountdown } from './use-redirect-countdown';

afterEach(() => {
  vi.useRealTimers();
});

describe('useRedirectCountdown', () => {
  it('counts the seconds down, then goes to the URL once', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    const { result } = renderHook(() => useRedirectCountdown('https://shop.example/ok', go));
    expect(result.current).toBe(REDIRECT_DELAY_S);
    for (let second = REDIRECT_DELAY_S - 1; second >= 0; second -= 1) {
      act(() => vi.advanceTimersByTime(1_000));
      expect(result.current).toBe(second);
    }
    expect(go).toHaveBeenCalledExactlyOnceWith('https://shop.example/ok');
    act(() => vi.advanceTimersByTime(5_000));
    expect(go).toHaveBeenCalledOnce();
  });

  it('does nothing without a URL', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    const { result } = renderHook(() => useRedirectCountdown(null, go));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });
});
