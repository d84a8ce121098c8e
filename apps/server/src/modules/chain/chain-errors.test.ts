import { describe, expect, it } from 'vitest';
import { isDeterministicNodeError, isRangeTooLargeError, RpcNodeError } from './chain-errors.ts';

const nodeError = (message: string, code = -32000) =>
  new RpcNodeError('eth_getLogs', 'https://node.example', code, message);

describe('isRangeTooLargeError', () => {
  it.each([
    ['geth', 'query returned more than 10000 results'],
    ['Infura', 'query returned more than 10000 results. Try with this block range [0x1, 0x2].'],
    [
      'Alchemy',
      'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range',
    ],
    ['BSC', 'exceed maximum block range: 5000'],
    ['QuickNode', 'eth_getLogs is limited to a 10,000 range'],
    ['Ankr', 'block range is too wide'],
    ['Cronos', 'maximum [from, to] blocks distance: 10000'],
    ['publicnode', 'block range too large'],
  ])('recognises %s: %s', (_node, message) => {
    expect(isRangeTooLargeError(nodeError(message))).toBe(true);
  });

  it.each(['header not found', 'execution reverted', 'rate limit exceeded, retry later'])(
    'does not take "%s" for a range problem',
    (message) => {
      expect(isRangeTooLargeError(nodeError(message))).toBe(false);
    },
  );

  it('only judges answers of a node', () => {
    expect(isRangeTooLargeError(new Error('block range too large'))).toBe(false);
  });

  it('does not read the URL as part of the answer', () => {
    const error = new RpcNodeError(
      'eth_getLogs',
      'https://block-range-too-large.example',
      -32000,
      'busy',
    );
    expect(isRangeTooLargeError(error)).toBe(false);
  });
});

describe('isDeterministicNodeError', () => {
  it('fails over on node trouble, not on reverts or range limits', () => {
    expect(isDeterministicNodeError(nodeError('execution reverted', 3))).toBe(true);
    expect(isDeterministicNodeError(nodeError('block range too large'))).toBe(true);
    expect(isDeterministicNodeError(nodeError('header not found'))).toBe(false);
    expect(isDeterministicNodeError(nodeError('too many requests', -32005))).toBe(false);
  });
});
