import { getAddress, type Address } from 'viem';
import type { Anvil } from '../anvil.ts';
import { testTokenAbi, testTokenBytecode } from './test-token.artifact.ts';

export type TestTokenOptions = {
  name: string;
  symbol: string;
  decimals: number;
  /** Minted right after deployment; the deployer is anvil's first account. */
  mint?: { to: Address; amount: bigint };
};

/** Deploys the TestToken ERC-20 on anvil and returns its (checksummed) address. */
export async function deployTestToken(anvil: Anvil, options: TestTokenOptions): Promise<Address> {
  const [deployer] = anvil.walletClients;
  if (!deployer) throw new Error('anvil has no funded account');
  const hash = await deployer.deployContract({
    abi: testTokenAbi,
    bytecode: testTokenBytecode,
    args: [options.name, options.symbol, options.decimals],
  });
  const receipt = await anvil.publicClient.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error(`deploying ${options.symbol} failed`);
  if (options.mint) {
    await mintTestToken(anvil, receipt.contractAddress, options.mint.to, options.mint.amount);
  }
  return getAddress(receipt.contractAddress);
}

export async function mintTestToken(anvil: Anvil, token: Address, to: Address, amount: bigint) {
  const [minter] = anvil.walletClients;
  if (!minter) throw new Error('anvil has no funded account');
  const hash = await minter.writeContract({
    address: token,
    abi: testTokenAbi,
    functionName: 'mint',
    args: [to, amount],
  });
  return anvil.publicClient.waitForTransactionReceipt({ hash });
}
