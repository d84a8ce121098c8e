import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Wallet } from '@incasso/shared/wallets';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildWallet } from '#test/build-payment.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubReply, type StubServer } from '#test/stub-server.ts';
import { WalletsSettings } from './wallets-settings';

const ACCOUNT_ID = '3f2a1b0c-9999-4d5e-8f90-a1b2c3d4e5f6';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
let wallets: Wallet[] = [];
let createReply: (body: unknown) => StubReply;
let deleteReply: StubReply;
let server: StubServer;

beforeAll(async () => {
  server = await startStubServer({
    'GET /api/wallets': () => ({ status: 200, body: wallets }),
    'POST /api/wallets': (body) => createReply(body),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  wallets = [];
  server.calls.length = 0;
  createReply = (body) => {
    const wallet = buildWallet({ ...(body as Partial<Wallet>), id: crypto.randomUUID() });
    wallets = [...wallets, wallet];
    return { status: 201, body: wallet };
  };
  deleteReply = { status: 204 };
});

function renderSettings() {
  const user = userEvent.setup();
  renderWithRouter('/dashboard/settings/wallets', {
    ui: <WalletsSettings accountId={ACCOUNT_ID} />,
  });
  return user;
}

const chips = () =>
  within(screen.getByRole('group', { name: 'Accepted currencies' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('wallet settings', () => {
  it('offers only the currencies of the chosen network and drops the others on a change', async () => {
    const user = renderSettings();
    await screen.findByText('No wallet yet. Add the first one below.');
    expect(chips()).toEqual(['USDTTether USD', 'USDCUSD Coin', 'DAIDai', 'BTCBitcoin', 'ETHEther']);
    await user.click(screen.getByRole('checkbox', { name: /ETH/ }));
    await user.click(screen.getByRole('checkbox', { name: /USDT/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Network' }), 'bsc');
    expect(chips()).toContain('BNBBNB');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Network' }), 'polygon');
    expect(chips()).not.toContain('BNBBNB');
    // ETH exists on Polygon (WETH) and stays chosen, USDT too.
    expect(screen.getByRole('checkbox', { name: /ETH/ })).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Network' }), 'bsc');
    await user.click(screen.getByRole('checkbox', { name: /BNB/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Network' }), 'ethereum');
    expect(screen.queryByRole('checkbox', { name: /BNB/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Till');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), ADDRESS.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Add wallet' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Till',
        address: ADDRESS,
        chainId: 'ethereum',
        acceptedCurrencyIds: ['usdt', 'eth'],
      }),
    );
  });

  it('checks the address and the choices before asking the server', async () => {
    const user = renderSettings();
    await screen.findByText('No wallet yet. Add the first one below.');
    await user.type(
      screen.getByRole('textbox', { name: 'Address' }),
      '0x52908400098527886E0F7030069857D2E4169Ee7',
    );
    await user.click(screen.getByRole('button', { name: 'Add wallet' }));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      /not a valid address/,
    );
    expect(screen.getByText('Give the wallet a name.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one currency.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it.each([
    [
      'walletExists',
      { status: 409, body: { error: 'walletExists', fields: { address: 'walletExists' } } },
      'You already have a wallet with this address on this network.',
    ],
    [
      'currencyNotOnChain',
      {
        status: 400,
        body: { error: 'invalidInput', fields: { acceptedCurrencyIds: 'currencyNotOnChain' } },
      },
      'One of these currencies does not exist on this network.',
    ],
  ])("translates the server's %s", async (_, reply, message) => {
    createReply = () => reply;
    const user = renderSettings();
    await screen.findByText('No wallet yet. Add the first one below.');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Till');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), ADDRESS);
    await user.click(screen.getByRole('checkbox', { name: /USDT/ }));
    await user.click(screen.getByRole('button', { name: 'Add wallet' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('lists a new wallet with its network, short address, API walletId, copy buttons and currencies', async () => {
    const user = renderSettings();
    await screen.findByText('No wallet yet. Add the first one below.');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Till');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), ADDRESS);
    await user.click(screen.getByRole('checkbox', { name: /DAI/ }));
    await user.click(screen.getByRole('button', { name: 'Add wallet' }));
    const row = await screen.findByRole('listitem', { name: 'Till' });
    expect(row).toHaveTextContent('Ethereum');
    expect(row).toHaveTextContent('0x5290…9EE7');
    expect(within(row).getByRole('list', { name: 'Accepted currencies' })).toHaveTextContent('DAI');
    await user.click(within(row).getByRole('button', { name: 'Copy the address of Till' }));
    expect(await navigator.clipboard.readText()).toBe(ADDRESS);
    // The id the public API's walletId takes, shown in full with its own copy button.
    const apiId = within(row).getByTestId('wallet-api-id').textContent;
    expect(apiId).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(within(row).getByRole('button', { name: 'Copy the API walletId of Till' }));
    expect(await navigator.clipboard.readText()).toBe(apiId);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('deletes a wallet only after the irreversible-deletion confirmation', async () => {
    wallets = [buildWallet()];
    server.route(`DELETE /api/wallets/${wallets[0]?.id}`, () => {
      if (deleteReply.status === 204) wallets = [];
      return deleteReply;
    });
    const user = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Delete Shop Ledger' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete "Shop Ledger"?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    deleteReply = {
      status: 409,
      body: { error: 'walletHasOpenPayments', message: 'Open requests' },
    };
    await user.click(screen.getByRole('button', { name: 'Delete Shop Ledger' }));
    await user.click(screen.getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This wallet still has open payment requests.',
    );
    expect(screen.getByRole('button', { name: 'Delete permanently' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    deleteReply = { status: 204 };
    await user.click(screen.getByRole('button', { name: 'Delete Shop Ledger' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('No wallet yet. Add the first one below.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it('offers to claim an address another account holds, with a signed message', async () => {
    const signature = `0x${'ab'.repeat(65)}`;
    createReply = (body) => {
      const proof = (body as { ownershipProof?: { signature: string } }).ownershipProof;
      if (proof?.signature === signature) {
        return { status: 201, body: buildWallet({ ...(body as Partial<Wallet>) }) };
      }
      return {
        status: 409,
        body: {
          error: 'addressClaimed',
          message: 'Another account receives payments on this address.',
          fields: { address: 'addressClaimed' },
        },
      };
    };
    const user = renderSettings();
    await screen.findByText('No wallet yet. Add the first one below.');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Till');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), ADDRESS);
    await user.click(screen.getByRole('checkbox', { name: /USDT/ }));
    await user.click(screen.getByRole('button', { name: 'Add wallet' }));

    const claim = await screen.findByRole('region', { name: 'Prove that this address is yours' });
    expect(
      within(claim).getByText(/Account: 3f2a1b0c-9999-4d5e-8f90-a1b2c3d4e5f6/),
    ).toBeInTheDocument();
    expect(within(claim).getByText(new RegExp(`Address: ${ADDRESS}`))).toBeInTheDocument();
    expect(within(claim).getByRole('button', { name: 'Claim the address' })).toBeDisabled();
    await user.type(within(claim).getByRole('textbox', { name: 'Signature' }), signature);
    await user.click(within(claim).getByRole('button', { name: 'Claim the address' }));

    expect(await screen.findByText('Wallet "Till" added.')).toBeInTheDocument();
    const sent = server.calls.filter((call) => call.method === 'POST').at(-1)?.body;
    expect(sent).toMatchObject({
      address: ADDRESS,
      ownershipProof: { signature, issuedAt: expect.any(String) },
    });
  });
});
