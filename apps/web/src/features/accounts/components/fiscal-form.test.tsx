import type { FiscalProfile } from '@incasso/shared/accounts/fiscal';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { FiscalForm } from './fiscal-form';

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({
    // The server answers with what it stored, as FiscalProfileSchema describes.
    'PUT /api/user/fiscal': (body) => {
      const { accountType, ...fiscal } = body as { accountType: string };
      return { status: 200, body: { accountType, fiscal: { accountType, ...fiscal } } };
    },
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
beforeEach(() => {
  server.calls.length = 0;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

function renderForm(profile: FiscalProfile) {
  renderWithRouter('/dashboard/settings/profile', { ui: <FiscalForm profile={profile} /> });
}

describe('fiscal data of a business', () => {
  it('checks the VAT number and required fields with the shared schema before sending', async () => {
    const user = userEvent.setup();
    renderForm({ accountType: 'business', fiscal: null });
    await user.type(screen.getByLabelText('VAT number'), 'IT12345678904');
    await user.click(screen.getByRole('button', { name: 'Save data' }));
    expect(screen.getByText('This is not a valid EU VAT number.')).toBeInTheDocument();
    // Company name, street, postal code, city, and the province an Italian VAT number asks for.
    expect(screen.getAllByText('This field is required.')).toHaveLength(5);
    expect(server.calls).toHaveLength(0);
  });

  it('sends the normalized data and confirms it was saved', async () => {
    const user = userEvent.setup();
    renderForm({ accountType: 'business', fiscal: null });
    await user.type(screen.getByLabelText('Company name'), 'Bottega Rossi S.r.l.');
    await user.type(screen.getByLabelText('VAT number'), 'it 001 595 603 66');
    await user.type(screen.getByLabelText('Street and number'), 'Via Roma 1');
    await user.type(screen.getByLabelText('Postal code (CAP)'), '20121');
    await user.type(screen.getByLabelText('City'), 'Milano');
    await user.type(screen.getByLabelText('Province'), 'mi');
    await user.click(screen.getByRole('button', { name: 'Save data' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Fiscal data saved.');
    expect(server.calls.at(-1)?.body).toEqual({
      accountType: 'business',
      companyName: 'Bottega Rossi S.r.l.',
      vatNumber: 'IT00159560366',
      street: 'Via Roma 1',
      postalCode: '20121',
      city: 'Milano',
      province: 'MI',
    });
    expect(screen.getByLabelText('VAT number')).toHaveValue('IT00159560366');
  });
});

describe('personal data of a private account', () => {
  const saved: FiscalProfile = {
    accountType: 'private',
    fiscal: {
      accountType: 'private',
      firstName: 'Mario',
      lastName: 'Rossi',
      fiscalCode: 'RSSMRA85T10A562S',
    },
  };

  it('shows names and fiscal code, filled with what was saved', () => {
    renderForm(saved);
    expect(screen.getByLabelText('First name')).toHaveValue('Mario');
    expect(screen.getByLabelText('Last name')).toHaveValue('Rossi');
    expect(screen.getByLabelText('Fiscal code')).toHaveValue('RSSMRA85T10A562S');
    expect(screen.queryByLabelText('VAT number')).not.toBeInTheDocument();
    expect(screen.getByText('Private account')).toBeInTheDocument();
  });

  it('refuses a fiscal code with a wrong check letter', async () => {
    const user = userEvent.setup();
    renderForm(saved);
    const code = screen.getByLabelText('Fiscal code');
    await user.clear(code);
    await user.type(code, 'RSSMRA85T10A562T');
    await user.click(screen.getByRole('button', { name: 'Save data' }));
    expect(screen.getByText('This is not a valid Italian fiscal code.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toHaveLength(0);
  });

  it("shows the server's field errors and says the data was not saved", async () => {
    server.route('PUT /api/user/fiscal', () => ({
      status: 400,
      body: {
        error: 'accountTypeMismatch',
        message: 'The data does not match the account type.',
        fields: { fiscalCode: 'invalidFiscalCode' },
      },
    }));
    const user = userEvent.setup();
    renderForm(saved);
    await user.click(screen.getByRole('button', { name: 'Save data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The fiscal data could not be saved.',
    );
    expect(screen.getByText('This is not a valid Italian fiscal code.')).toBeInTheDocument();
  });
});
