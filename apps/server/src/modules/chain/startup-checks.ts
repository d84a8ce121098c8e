import type { ChainId, TokenContract } from '@incasso/shared/chains';
import type { FastifyBaseLogger } from 'fastify';
import { decodeFunctionResult, encodeFunctionData, erc20Abi } from 'viem';
import { RpcUnavailableError } from './chain-errors.ts';
import type { RpcClient } from './rpc-client.ts';
import { DataSchema, IndexSchema } from './rpc-schemas.ts';

/** Refuses an RPC that serves another chain than configured (a mistyped URL would pay nobody). */
export async function verifyChainId(
  rpc: RpcClient,
  chain: ChainId,
  expected: number,
): Promise<void> {
  const actual = await rpc.request('eth_chainId', [], IndexSchema);
  if (actual !== expected) {
    throw new Error(
      `${chain}: the RPC serves chain id ${actual}, the configuration says ${expected}`,
    );
  }
}

/**
 * The tokens whose on-chain `decimals()` matches the registry. A mismatch (one public list has
 * BSC USDT wrong) would turn every amount into a wrong one, so such a token is logged and not
 * watched. A node that cannot be reached at all throws instead: nothing was learnt.
 */
export async function verifyTokenDecimals(options: {
  rpc: RpcClient;
  chain: ChainId;
  tokens: readonly TokenContract[];
  log: FastifyBaseLogger;
}): Promise<TokenContract[]> {
  const { rpc, chain, log } = options;
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' });
  const verified: TokenContract[] = [];
  for (const token of options.tokens) {
    const context = {
      chain,
      currency: token.currency,
      token: token.address,
      expected: token.decimals,
    };
    let actual: number;
    try {
      const answer = await rpc.request(
        'eth_call',
        [{ to: token.address, data }, 'latest'],
        DataSchema,
      );
      actual = decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: answer });
    } catch (error) {
      if (error instanceof RpcUnavailableError) throw error;
      // A revert or an empty answer (no contract at that address on this chain).
      log.error(
        { ...context, err: error },
        'token decimals() cannot be read: not watching this token',
      );
      continue;
    }
    if (actual !== token.decimals) {
      log.error(
        { ...context, actual },
        'token decimals() differs from the registry: not watching this token',
      );
      continue;
    }
    verified.push(token);
  }
  return verified;
}
