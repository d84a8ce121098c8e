import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { toast, useToastStore } from './toast-store';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows success and info as status and errors as alerts', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
      toast.info('Heads up');
      toast.error('Failed');
    });
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      'Saved',
      'Heads up',
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    expect(screen.getByRole('region', { name: 'Messages' })).toBeInTheDocument();
  });

  it('starts fading at 4.7 s and disappears at 5 s', () => {
    render(<Toaster />);
    act(() => void toast.success('Saved'));
    act(() => vi.advanceTimersByTime(4_699));
    expect(screen.getByRole('status')).not.toHaveClass('opacity-0');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveClass('opacity-0');
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes by hand: fades at once and is removed 0.3 s later', () => {
    render(<Toaster />);
    act(() => void toast.error('Failed'));
    act(() => vi.advanceTimersByTime(1_000));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.getByRole('alert')).toHaveClass('opacity-0');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps each toast on its own clock', () => {
    render(<Toaster />);
    act(() => void toast.info('First'));
    act(() => vi.advanceTimersByTime(3_000));
    act(() => void toast.info('Second'));
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['Second']);
  });
});
