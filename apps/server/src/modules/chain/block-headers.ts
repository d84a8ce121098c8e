import { numberToHex, type Hash } from 'viem';
import type { CanonicalHash } from './reorg.ts';
import type { RpcClient } from './rpc-client.ts';
import { BlockHeaderSchema, type BlockHeader } from './rpc-schemas.ts';

export type BlockTag = 'latest' | 'safe' | 'finalized';

/**
 * The header at a tag (the head, or the `finalized` block for early crediting) or at a height.
 */
export async function headerAt(rpc: RpcClient, tag: BlockTag | number): Promise<BlockHeader> {
  const header = await rpc.request(
    'eth_getBlockByNumber',
    [typeof tag === 'number' ? numberToHex(tag) : tag, false],
    BlockHeaderSchema.nullable(),
  );
  if (!header) throw new Error(`the node has no ${tag} block`);
  return header;
}

export function canonicalHashOver(rpc: RpcClient): CanonicalHash {
  return async (number: number): Promise<Hash | null> => {
    const header = await rpc.request(
      'eth_getBlockByNumber',
      [numberToHex(number), false],
      BlockHeaderSchema.nullable(),
    );
    return header?.hash ?? null;
  };
}
