/** A JSON-RPC error the node answered on purpose (revert, range too large): not a node fault. */
export class RpcNodeError extends Error {
  readonly code: number | undefined;
  readonly url: string;
  /** The node's own words, without our prefix. */
  readonly detail: string;
  constructor(method: string, url: string, code: number | undefined, detail: string) {
    super(`${method} on ${url}: ${detail}${code === undefined ? '' : ` (code ${code})`}`);
    this.name = 'RpcNodeError';
    this.code = code;
    this.url = url;
    this.detail = detail;
  }
}

/** Every URL failed (down, timed out, rate-limited or answering garbage) for all retry rounds. */
export class RpcUnavailableError extends Error {
  readonly failures: string[];
  constructor(method: string, failures: string[]) {
    super(`${method} failed on every RPC URL:\n${failures.map((f) => `  ${f}`).join('\n')}`);
    this.name = 'RpcUnavailableError';
    this.failures = failures;
  }
}

/** The node has not got this block or receipt yet (a lagging node behind a load balancer). */
export class BlockNotAvailableError extends Error {
  constructor(what: string) {
    super(`${what} is not available on the node yet`);
    this.name = 'BlockNotAvailableError';
  }
}

/** The chain moved under a scan (blocks of two forks in one answer set): rescan the range. */
export class ScanInconsistentError extends Error {
  constructor(detail: string) {
    super(`chain changed during the scan: ${detail}`);
    this.name = 'ScanInconsistentError';
  }
}

/** No processed block is still canonical: the reorg is deeper than the blocks we kept. */
export class ReorgTooDeepError extends Error {
  constructor(oldestKept: number) {
    super(`reorg goes below block ${oldestKept}, the oldest processed block kept`);
    this.name = 'ReorgTooDeepError';
  }
}

// Wording of the range and result caps of geth, Infura, Alchemy, QuickNode, Ankr, BSC and
// Cronos (Ethermint) nodes: they disagree on codes, so the message decides.
const RANGE_TOO_LARGE =
  /block range|range (is )?too (large|wide|big)|blocks? distance|more than \d+ (results|logs|blocks)|response size|too many (results|logs|blocks)|exceeds? (the )?max(imum)?|limited to (a )?[\d,]+ (block )?range|query timeout|logs? (limit|range)/i;

export function isRangeTooLargeError(error: unknown): boolean {
  return error instanceof RpcNodeError && RANGE_TOO_LARGE.test(error.detail);
}

/** Node answers that are the same on every node: retrying elsewhere would not help. */
export function isDeterministicNodeError(error: RpcNodeError): boolean {
  return isRangeTooLargeError(error) || /revert/i.test(error.detail) || error.code === 3;
}
