// Reads back the EIP-681 links the server writes (payment-links.ts), to send exactly that
// transfer from a browser wallet. Only the two shapes Incasso writes are accepted: anything else
// is null, and the page then offers no browser payment rather than a guessed one.

export type WalletTransfer =
  | { kind: 'native'; chainId: number; to: `0x${string}`; value: bigint }
  | { kind: 'token'; chainId: number; token: `0x${string}`; to: `0x${string}`; amount: bigint };

const ADDRESS = '(0x[0-9a-fA-F]{40})';
const NATIVE = new RegExp(`^ethereum:${ADDRESS}@([1-9][0-9]{0,15})\\?value=([0-9]{1,78})$`);
const TOKEN = new RegExp(
  `^ethereum:${ADDRESS}@([1-9][0-9]{0,15})/transfer\\?address=${ADDRESS}&uint256=([0-9]{1,78})$`,
);

const asAddress = (value: string) => value as `0x${string}`;

export function parseEip681(link: string): WalletTransfer | null {
  const native = NATIVE.exec(link);
  if (native) {
    const [, to = '', chainId = '', value = ''] = native;
    return { kind: 'native', chainId: Number(chainId), to: asAddress(to), value: BigInt(value) };
  }
  const token = TOKEN.exec(link);
  if (token) {
    const [, contract = '', chainId = '', to = '', amount = ''] = token;
    return {
      kind: 'token',
      chainId: Number(chainId),
      token: asAddress(contract),
      to: asAddress(to),
      amount: BigInt(amount),
    };
  }
  return null;
}

/** ERC-20 `transfer(address,uint256)`: its selector, then both arguments as 32-byte words. */
export function transferCalldata(to: `0x${string}`, amount: bigint): `0x${string}` {
  const word = (hex: string) => hex.padStart(64, '0');
  return `0xa9059cbb${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`;
}

/** The `eth_sendTransaction` parameters of a transfer, from `from`. */
export function transactionOf(transfer: WalletTransfer, from: `0x${string}`) {
  if (transfer.kind === 'native') {
    return { from, to: transfer.to, value: `0x${transfer.value.toString(16)}` };
  }
  return {
    from,
    to: transfer.token,
    value: '0x0',
    data: transferCalldata(transfer.to, transfer.amount),
  };
}
