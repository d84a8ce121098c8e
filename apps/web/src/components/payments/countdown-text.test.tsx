import { OPEN_ENDED_EXPIRES_AT } from '@incasso/shared/payments';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountdownText } from './countdown-text';

const labels = {
  expiresInLabel: 'Expires in',
  expiredLabel: 'Expired',
  payByLabel: 'Pay by',
  language: 'en-GB',
};

describe('countdown text', () => {
  it('counts down to a request’s expiry', () => {
    const inTenMinutes = new Date(Date.now() + 10 * 60_000).toISOString();
    render(<CountdownText expiresAt={inTenMinutes} {...labels} />);
    expect(screen.getByText(/Expires in/)).toHaveTextContent(/Expires in (10:00|09:59)/);
  });

  it('gives the day and the hour, not a countdown, to a window longer than a day', () => {
    const expiresAt = new Date(Date.now() + 7 * 24 * 3_600_000);
    render(<CountdownText expiresAt={expiresAt.toISOString()} {...labels} />);
    const when = expiresAt.toLocaleString('en-GB', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(screen.getByText(/Pay by/)).toHaveTextContent(`Pay by ${when}`);
    expect(when).toMatch(/^\d{1,2} [A-Z][a-z]+,? \d{2}:\d{2}$/);
  });

  it('shows nothing for a request that never times out, such as an invoice’s pay link', () => {
    const { container } = render(<CountdownText expiresAt={OPEN_ENDED_EXPIRES_AT} {...labels} />);
    expect(container).toBeEmptyDOMElement();
  });
});
