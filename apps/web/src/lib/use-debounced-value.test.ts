import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('passes a value on only after 300 ms without change', () => {
    const { result, rerender } = renderHook((value: string) => useDebouncedValue(value), {
      initialProps: '2',
    });
    expect(result.current).toBe('2');
    rerender('25');
    act(() => vi.advanceTimersByTime(200));
    rerender('25,5');
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('2');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('25,5');
  });

  it('takes another delay when asked', () => {
    const { result, rerender } = renderHook((value: number) => useDebouncedValue(value, 50), {
      initialProps: 1,
    });
    rerender(2);
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe(2);
  });
});
