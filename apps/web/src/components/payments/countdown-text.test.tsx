import { OPEN_ENDED_EXPIRES_AT } from '@incasso/shared/payments';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountdownText } from './countdown-text';

const labels = { expiresInLabel: 'Expires in', expiredLabel: 'Expired' };

describe('countdown text', () => {
  it('counts down to a request’s expiry', () => {
    const inTenMinutes = new Date(Date.now() + 10 * 60_000).toISOString();
    render(<CountdownText expiresAt={inTenMinutes} {...labels} />);
    expect(screen.getByText(/Expires in/)).toHaveTextContent(/Expires in (10:00|09:59)/);
  });

  it('shows nothing for a request that never times out, such as an invoice’s pay link', () => {
    const { container } = render(<CountdownText expiresAt={OPEN_ENDED_EXPIRES_AT} {...labels} />);
    expect(container).toBeEmptyDOMElement();
  });
});
