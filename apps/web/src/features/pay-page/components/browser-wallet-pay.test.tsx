import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { anvilWallet, startAnvilNode, type AnvilNode } from '#test/anvil-wallet.ts';
import {
  islandData,
  renderIsland,
  startStatusServer,
  type StatusServer,
} from '../test/island-fixtures';
import { transferCalldata } from '#lib/browser-wallet/eip681.ts';

const RECIPIENT = '0x52908400098527886E0F7030069857D2E4169EE7';
const TOKEN = '0x2222222222222222222222222222222222222222';
const CHAIN_ID = 31_337;

let node: AnvilNode;
let sockets: StatusServer;

beforeAll(async () => {
  [node, sockets] = await Promise.all([startAnvilNode(CHAIN_ID), startStatusServer()]);
}, 30_000);
afterAll(async () => {
  await sockets.close();
  await node.stop();
});
afterEach(() => {
  sockets.disconnectAll();
  delete (window as { ethereum?: unknown }).ethereum;
});

async function showWithWallet(eip681: string, wallet: ReturnType<typeof anvilWallet> | null) {
  if (wallet) (window as { ethereum?: unknown }).ethereum = wallet.provider;
  const data = await islandData({ chainId: CHAIN_ID, eip681 });
  renderIsland(data, { connect: sockets.connect });
}

const sentHash = async () => {
  const sent = await screen.findByText(/^Sent from your wallet/, {}, { timeout: 10_000 });
  const hash = /0x[0-9a-f]{64}/.exec(sent.textContent)?.[0];
  expect(hash).toBeDefined();
  return hash as `0x${string}`;
};

describe('pay with a browser wallet', () => {
  it('offers nothing when the browser has no wallet', async () => {
    await showWithWallet(`ethereum:${RECIPIENT}@${CHAIN_ID}?value=1`, null);
    expect(screen.getByRole('link', { name: 'Open in wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /browser wallet/ })).not.toBeInTheDocument();
  });

  it('connects, switches the wallet to the chain and sends the exact native value', async () => {
    const wallet = anvilWallet(node);
    const value = 12_345_678_901_234_567n;
    await showWithWallet(`ethereum:${RECIPIENT}@${CHAIN_ID}?value=${value}`, wallet);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay with browser wallet' }));

    const hash = await sentHash();
    const tx = await node.client.getTransaction({ hash });
    expect(tx.from.toLowerCase()).toBe(wallet.address.toLowerCase());
    expect(tx.to?.toLowerCase()).toBe(RECIPIENT.toLowerCase());
    expect(tx.value).toBe(value);
    expect(wallet.calls.map((call) => call.method)).toEqual([
      'eth_requestAccounts',
      'eth_chainId',
      'wallet_switchEthereumChain',
      'eth_chainId',
      'eth_sendTransaction',
    ]);
    expect(screen.queryByRole('button', { name: 'Pay with browser wallet' })).toBeNull();
  });

  it("calls the token's transfer with the recipient and the base units", async () => {
    const wallet = anvilWallet(node, { startChain: `0x${CHAIN_ID.toString(16)}` });
    const amount = 29_070_000n;
    const link = `ethereum:${TOKEN}@${CHAIN_ID}/transfer?address=${RECIPIENT}&uint256=${amount}`;
    await showWithWallet(link, wallet);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay with browser wallet' }));

    const tx = await node.client.getTransaction({ hash: await sentHash() });
    expect(tx.to?.toLowerCase()).toBe(TOKEN);
    expect(tx.value).toBe(0n);
    expect(tx.input).toBe(transferCalldata(RECIPIENT, amount));
    // Already on the chain: no switch asked.
    expect(wallet.calls.map((call) => call.method)).not.toContain('wallet_switchEthereumChain');
  });

  it('says the payer cancelled, sends nothing, and lets them try again', async () => {
    const wallet = anvilWallet(node, { reject: 'eth_sendTransaction' });
    const before = await node.client.getBlockNumber();
    await showWithWallet(`ethereum:${RECIPIENT}@${CHAIN_ID}?value=1`, wallet);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay with browser wallet' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cancelled in the wallet: nothing was sent. You can try again.',
    );
    expect(await node.client.getBlockNumber()).toBe(before);
    expect(screen.getByRole('button', { name: 'Pay with browser wallet' })).toBeEnabled();
  });

  it("offers to add one of Incasso's chains the wallet lacks, and names a chain it cannot add", async () => {
    const wallet = anvilWallet(node, { startChain: '0x1' });
    await showWithWallet(`ethereum:${RECIPIENT}@137?value=1`, wallet);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pay with browser wallet' }));
    // The stand-in wallet refuses to add it, as a payer might.
    expect(await screen.findByRole('alert')).toHaveTextContent('You cancelled in the wallet');
    const added = wallet.calls.find((call) => call.method === 'wallet_addEthereumChain');
    expect(added?.params).toEqual([
      expect.objectContaining({
        chainId: '0x89',
        chainName: 'Polygon',
        nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
      }),
    ]);
  });

  it('says when the wallet does not know a chain Incasso cannot describe', async () => {
    await showWithWallet(`ethereum:${RECIPIENT}@999?value=1`, anvilWallet(node));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay with browser wallet' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your wallet does not know the Ethereum network.',
      ),
    );
  });
});
