import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentStatusBadge } from './payment-status-badge';

describe('payment status badge', () => {
  it.each([
    ['PENDING', 'Waiting for payment', 'spinner', 'bg-amber-50'],
    ['DETECTED', 'Payment detected', 'spinner', 'bg-sky-50'],
    ['CONFIRMING', 'Confirming', 'spinner', 'bg-indigo-50'],
    ['CONFIRMED', 'Confirmed', 'confirmed', 'bg-emerald-50'],
    ['TIMED_OUT', 'Expired', 'timed-out', 'bg-rose-50'],
  ] as const)('shows %s as "%s" with its %s icon and colour', (status, label, icon, colour) => {
    const { container } = render(<PaymentStatusBadge status={status} />);
    const badge = screen.getByRole('status');
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveClass(colour);
    expect(container.querySelectorAll('svg[data-icon]')).toHaveLength(1);
    expect(container.querySelector(`svg[data-icon="${icon}"]`)).toBeInTheDocument();
    expect(container.querySelector('.animate-spin') !== null).toBe(icon === 'spinner');
  });

  it('counts confirmations x/y while confirming, and only then', () => {
    const { rerender } = render(
      <PaymentStatusBadge status="CONFIRMING" confirmations={3} required={12} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Confirming3/12 confirmations');
    rerender(<PaymentStatusBadge status="CONFIRMED" confirmations={12} required={12} />);
    expect(screen.getByRole('status')).not.toHaveTextContent('confirmations');
  });
});
