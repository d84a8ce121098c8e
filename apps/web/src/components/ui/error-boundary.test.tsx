import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '#i18n/index.ts';
import { ErrorBoundary } from './error-boundary';

function Crash(): never {
  throw new Error('Boom: the widget exploded');
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('shows the Italian fallback with the error text, a reload hint and button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await i18n.changeLanguage('it');
    render(
      <ErrorBoundary>
        <Crash />
      </ErrorBoundary>,
    );
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('Qualcosa è andato storto.');
    expect(panel).toHaveTextContent('Boom: the widget exploded');
    expect(panel).toHaveTextContent('Ricarica la pagina per riprovare.');
    expect(screen.getByRole('button', { name: 'Ricarica la pagina' })).toBeInTheDocument();
  });

  it('speaks English when English is chosen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Crash />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
  });
});
