import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { useSessionStore } from '../session-store';
import { RegisterForm } from './register-form';

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({
    'POST /api/auth/register': (body) =>
      (body as { email: string }).email === 'limited@shop.it'
        ? { status: 429, body: { error: 'rateLimited', message: 'Too many requests' } }
        : { status: 202, body: { message: 'Check your inbox' } },
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  server.calls.length = 0;
  window.history.pushState({}, '', '/register');
});

function setup() {
  const user = userEvent.setup();
  renderWithRouter('/register', { ui: <RegisterForm /> });
  return user;
}

async function fillStepOne(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  password: string,
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('register form', () => {
  it('scores the password as it is typed', async () => {
    const user = setup();
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    expect(meter).toHaveAccessibleName('Strength');
    expect(meter).toHaveAttribute('aria-valuetext', 'Very weak');
    expect(screen.getByText('Password strength: Very weak')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'abcdefghi');
    expect(meter).toHaveAttribute('aria-valuenow', '1');
    expect(meter.firstElementChild).toHaveClass('w-1/4');
    await user.type(screen.getByLabelText('Password'), 'A1!');
    expect(meter).toHaveAttribute('aria-valuenow', '4');
    expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
    expect(meter.firstElementChild).toHaveClass('w-full');
  });

  it.each([
    ['scoring below 2', 'abcdefghi'],
    ['shorter than 8 characters', 'Ab1!'],
  ])('refuses a password %s and stays on step 1', async (_, password) => {
    const user = setup();
    await fillStepOne(user, 'new@shop.it', password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is too weak');
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('moves to the account type step and back, keeping what was typed', async () => {
    const user = setup();
    await fillStepOne(user, 'new@shop.it', 'Secret-123');
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Account type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Private' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Email')).toHaveValue('new@shop.it');
  });

  it('registers with the chosen account type and language, then asks to confirm the email', async () => {
    const user = setup();
    await fillStepOne(user, 'new@shop.it', 'Secret-123');
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Almost done! Check your email to confirm your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/We sent an email to new@shop.it/)).toBeInTheDocument();
    expect(server.calls[0]?.body).toEqual({
      email: 'new@shop.it',
      password: 'Secret-123',
      accountType: 'business',
      locale: 'en',
    });
    // Nobody is signed in until the emailed link is followed.
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('returns to step 1 with the translated error when registration fails', async () => {
    const user = setup();
    await fillStepOne(user, 'limited@shop.it', 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });
});
