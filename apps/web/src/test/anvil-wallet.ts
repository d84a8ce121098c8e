import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

// A browser wallet for web tests: an EIP-1193 provider that signs with anvil's first key and
// sends to a real anvil node, as MetaMask would. It knows one chain (anvil's); it starts on
// another, so the page must switch it, and answers 4902 for any chain it does not know.

const require = createRequire(import.meta.url);
const arch = process.arch === 'x64' ? 'amd64' : process.arch;
const anvilBinary = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil`);

/** Anvil's first default account: public test key, funded with 10 000 ETH on every anvil. */
const ANVIL_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

export interface AnvilNode {
  chainId: number;
  rpcUrl: string;
  client: PublicClient;
  stop: () => Promise<void>;
}

export async function startAnvilNode(chainId: number): Promise<AnvilNode> {
  const args = ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)];
  const child = spawn(anvilBinary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`anvil did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on [\d.]+:(\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`anvil exited with ${code}:\n${output}`));
    });
  });
  child.stdout.resume();
  child.stderr.resume();
  const rpcUrl = `http://127.0.0.1:${port}`;
  const chain = defineChain({
    id: chainId,
    name: `anvil-${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  return {
    chainId,
    rpcUrl,
    client: createPublicClient({ chain, transport: http(rpcUrl), cacheTime: 0 }),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

class ProviderError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

export interface AnvilWalletOptions {
  /** The chain the wallet is on before the page asks (a hex id). */
  startChain?: string;
  /** Refuse this method as a user would (EIP-1193 4001). */
  reject?: string;
}

/** The provider, and every request the page made of it, in order. */
export function anvilWallet(node: AnvilNode, options: AnvilWalletOptions = {}) {
  const account = privateKeyToAccount(ANVIL_KEY);
  const chain = defineChain({
    id: node.chainId,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.rpcUrl] } },
  });
  const signer = createWalletClient({ account, chain, transport: http(node.rpcUrl) });
  const known = `0x${node.chainId.toString(16)}`;
  let current = options.startChain ?? '0x89';
  const calls: { method: string; params?: unknown }[] = [];

  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      calls.push({ method, params });
      if (method === options.reject) throw new ProviderError(4001, 'User rejected the request.');
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account.address];
        case 'eth_chainId':
          return current;
        case 'wallet_switchEthereumChain': {
          const [{ chainId }] = params as [{ chainId: string }];
          if (chainId !== known) throw new ProviderError(4902, `Unrecognized chain ${chainId}.`);
          current = chainId;
          return null;
        }
        case 'wallet_addEthereumChain':
          throw new ProviderError(4001, 'User rejected adding the chain.');
        case 'eth_sendTransaction': {
          if (current !== known) throw new ProviderError(-32603, 'Wrong chain.');
          const [tx] = params as [{ to: Hex; value?: Hex; data?: Hex }];
          return signer.sendTransaction({
            to: tx.to,
            value: tx.value ? BigInt(tx.value) : 0n,
            ...(tx.data && { data: tx.data }),
          });
        }
        default:
          throw new ProviderError(4200, `Unsupported method ${method}.`);
      }
    },
  };
  return { provider, calls, address: account.address };
}
