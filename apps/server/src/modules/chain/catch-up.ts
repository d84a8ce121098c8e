import type { AddressSet } from './address-set.ts';
import type { RangeSizer } from './block-range.ts';
import type { BlockScanner, ScanResult } from './block-scanner.ts';
import { isRangeTooLargeError } from './chain-errors.ts';
import type { RefundPairs } from './refund-transfers.ts';

/**
 * Scans the next range of [fromBlock, head] that the node accepts, shrinking the range while
 * the node answers "range too large". Returns null when there is nothing to scan. The caller
 * stores the result (cursor = result.toBlock) and calls again until it reaches the head.
 */
export async function scanNextRange(options: {
  scanner: BlockScanner;
  sizer: RangeSizer;
  fromBlock: number;
  head: number;
  watched: AddressSet;
  /** The refunds looked for (decision note 099). */
  refunds?: RefundPairs;
}): Promise<ScanResult | null> {
  const { scanner, sizer, fromBlock, head, watched } = options;
  for (;;) {
    const range = sizer.next(fromBlock, head);
    if (!range) return null;
    try {
      const result = await scanner.scan(range, watched, options.refunds);
      sizer.recordSuccess(range);
      return result;
    } catch (error) {
      if (!isRangeTooLargeError(error) || !sizer.shrink()) throw error;
    }
  }
}
