import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  type Address,
  type Chain,
  type PublicClient,
  type TestClient,
  type Transport,
  type WalletClient,
} from 'viem';

export type AnvilOptions = {
  /** EIP-155 id the node reports (`--chain-id`); anvil's own default is 31337. */
  chainId?: number;
  /** Mine a block every N seconds (`--block-time`) instead of one per transaction. */
  blockTime?: number;
  /** `false` starts with automine off (`--no-mining`): blocks only on `mine()`. */
  automine?: boolean;
};

export type Anvil = {
  rpcUrl: string;
  wsUrl: string;
  chainId: number;
  chain: Chain;
  publicClient: PublicClient<Transport, Chain>;
  testClient: TestClient<'anvil', Transport, Chain>;
  /** Anvil's ten funded, unlocked accounts, each with a wallet client that signs through the node. */
  accounts: Address[];
  walletClients: WalletClient<Transport, Chain, { address: Address; type: 'json-rpc' }>[];
  stop(): Promise<void>;
};

const require = createRequire(import.meta.url);
const arch = process.arch === 'x64' ? 'amd64' : process.arch;
// The platform binary from @foundry-rs/anvil's optional dependency, spawned directly rather than
// through node_modules/.bin/anvil (a Node wrapper): one process to stop, none left behind.
const anvilBinary = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil`);

/** Starts anvil on a free port and resolves once it answers JSON-RPC. */
export async function startAnvil(options: AnvilOptions = {}): Promise<Anvil> {
  const chainId = options.chainId ?? 31337;
  const args = ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)];
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime));
  if (options.automine === false) args.push('--no-mining');
  const child = spawn(anvilBinary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

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
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`anvil exited with ${code}:\n${output}`));
    });
  });
  // Keep draining the pipe: anvil logs every request, and a full pipe would block it.
  child.stdout.resume();

  const rpcUrl = `http://127.0.0.1:${port}`;
  const chain = defineChain({
    id: chainId,
    name: `anvil-${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const transport = http(rpcUrl, { retryCount: 0 });
  // No caching: tests read the block number right after mining and must see the new one.
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 100, cacheTime: 0 });
  const reported = await publicClient.getChainId();
  if (reported !== chainId) throw new Error(`anvil reports chain ${reported}, not ${chainId}`);
  const accounts = await createWalletClient({ chain, transport }).getAddresses();

  return {
    rpcUrl,
    wsUrl: `ws://127.0.0.1:${port}`,
    chainId,
    chain,
    publicClient,
    testClient: createTestClient({ chain, transport, mode: 'anvil' }),
    accounts,
    walletClients: accounts.map((address) =>
      createWalletClient({ chain, transport, account: { address, type: 'json-rpc' } }),
    ),
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
