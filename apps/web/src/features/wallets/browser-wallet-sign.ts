/** The EIP-1193 provider a browser wallet extension (MetaMask, Rabby, ...) injects. */
interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

function injectedProvider(): Eip1193Provider | undefined {
  const candidate: unknown = (window as { ethereum?: unknown }).ethereum;
  if (typeof candidate !== 'object' || candidate === null || !('request' in candidate)) {
    return undefined;
  }
  return candidate as Eip1193Provider;
}

export const hasBrowserWallet = () => injectedProvider() !== undefined;

const toHex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/**
 * Asks the browser wallet to sign `message` with `address` (EIP-191 `personal_sign`); resolves
 * to the signature, or rejects when the user refuses or the wallet holds another account.
 */
export async function signWithBrowserWallet(address: string, message: string): Promise<string> {
  const provider = injectedProvider();
  if (!provider) throw new Error('No browser wallet');
  await provider.request({ method: 'eth_requestAccounts' });
  const signature = await provider.request({
    method: 'personal_sign',
    params: [toHex(message), address],
  });
  if (typeof signature !== 'string') throw new Error('The wallet returned no signature');
  return signature;
}
