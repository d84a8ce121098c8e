import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubReply, type StubServer } from '#test/stub-server.ts';
import { PaymentToleranceForm } from './payment-tolerance-form';

let savedBps: number;
let putReply: (body: unknown) => StubReply;
let server: StubServer;

beforeAll(async () => {
  server = await startStubServer({
    'GET /api/user/payment-settings': () => ({
      status: 200,
      body: { paymentToleranceBps: savedBps },
    }),
    'PUT /api/user/payment-settings': (body) => putReply(body),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  savedBps = 50;
  server.calls.length = 0;
  putReply = (body) => {
    savedBps = (body as { paymentToleranceBps: number }).paymentToleranceBps;
    return { status: 200, body: { paymentToleranceBps: savedBps } };
  };
});

async function renderForm() {
  const user = userEvent.setup();
  renderWithRouter('/dashboard/settings/wallets', { ui: <PaymentToleranceForm /> });
  const input = await screen.findByRole('textbox', { name: 'Tolerance (%)' });
  const save = screen.getByRole('button', { name: 'Save' });
  async function typeValue(text: string) {
    await user.clear(input);
    await user.type(input, text);
  }
  return { user, input, save, typeValue };
}

const puts = () => server.calls.filter((call) => call.method === 'PUT');

describe('payment tolerance form', () => {
  it('shows the saved tolerance as a percentage, with nothing to save yet', async () => {
    const { input, save } = await renderForm();
    expect(screen.getByRole('heading', { name: 'Payment tolerance' })).toBeInTheDocument();
    expect(input).toHaveValue('0.5');
    expect(save).toBeDisabled();
  });

  it('saves 1.5 % as exactly 150 basis points and says so', async () => {
    const { user, input, save, typeValue } = await renderForm();
    await typeValue('1.50');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() =>
      expect(puts().map((call) => call.body)).toEqual([{ paymentToleranceBps: 150 }]),
    );
    expect(await screen.findByText('Payment tolerance saved: 1.5%.')).toBeInTheDocument();
    // The field now shows the saved value, so there is nothing left to save.
    expect(input).toHaveValue('1.5');
    expect(save).toBeDisabled();
  });

  it('takes a decimal comma and a value whose float would not be exact', async () => {
    const { user, save, typeValue } = await renderForm();
    await typeValue('1,15');
    await user.click(save);
    await waitFor(() =>
      expect(puts().map((call) => call.body)).toEqual([{ paymentToleranceBps: 115 }]),
    );
  });

  it.each([
    ['10.01', 'The tolerance can be at most 10%.'],
    ['1.234', 'Use at most 2 decimals.'],
    ['abc', 'Enter a number, such as 1.5.'],
  ])('refuses %s without asking the server', async (text, message) => {
    const { user, input, save, typeValue } = await renderForm();
    await typeValue(text);
    await user.click(save);
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(0);
    // Typing again clears the complaint.
    await user.type(input, '{Backspace}');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it("translates the server's field error and keeps the saved value", async () => {
    putReply = () => ({
      status: 400,
      body: { error: 'invalidInput', fields: { paymentToleranceBps: 'tooLarge' } },
    });
    const { user, input, save, typeValue } = await renderForm();
    await typeValue('5');
    await user.click(save);
    expect(await screen.findByText('The tolerance can be at most 10%.')).toBeInTheDocument();
    expect(input).toHaveValue('5');
    expect(savedBps).toBe(50);
  });

  it('says why the tolerance could not be saved when it is not about the value', async () => {
    putReply = () => ({ status: 500, body: { error: 'serverError', message: 'boom' } });
    const { user, save, typeValue } = await renderForm();
    await typeValue('2');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    expect(save).toBeEnabled();
  });
});
