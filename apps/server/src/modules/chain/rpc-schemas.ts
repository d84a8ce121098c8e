import type { Address, Hash, Hex } from 'viem';
import { z } from 'zod';

// Every answer from a node is parsed here before use: a node is an outside party, and a
// malformed block or log must become a clear error, never a crash or a wrong amount.
// Hashes and addresses come out lower-case so they compare as plain strings.

const hex = (pattern: RegExp, what: string) => z.string().regex(pattern, `expected ${what}`);

export const QuantitySchema = hex(/^0x[0-9a-fA-F]{1,64}$/, 'a hex quantity').transform(BigInt);

/** Block numbers, log and transaction indexes: small enough for a JS number. */
export const IndexSchema = hex(/^0x[0-9a-fA-F]{1,13}$/, 'a hex block number or index').transform(
  (value) => Number.parseInt(value.slice(2), 16),
);

export const HashSchema = hex(/^0x[0-9a-fA-F]{64}$/, 'a 32-byte hash').transform(
  (value) => value.toLowerCase() as Hash,
);

export const AddressSchema = hex(/^0x[0-9a-fA-F]{40}$/, 'a 20-byte address').transform(
  (value) => value.toLowerCase() as Address,
);

export const DataSchema = hex(/^0x([0-9a-fA-F]{2})*$/, 'hex data').transform(
  (value) => value.toLowerCase() as Hex,
);

export const BlockHeaderSchema = z.object({
  number: IndexSchema,
  hash: HashSchema,
  parentHash: HashSchema,
});
export type BlockHeader = z.infer<typeof BlockHeaderSchema>;

/** A block's `timestamp`: whole seconds, as a date (one a JS date can hold). */
export const BlockTimestampSchema = IndexSchema.transform(
  (seconds) => new Date(seconds * 1_000),
).refine((date) => !Number.isNaN(date.getTime()), 'expected a block timestamp');

/** A scanned block's header: matching needs to know when it was made (decision note 052). */
export const TimedBlockHeaderSchema = BlockHeaderSchema.extend({
  timestamp: BlockTimestampSchema,
});

export const TransactionSchema = z.object({
  hash: HashSchema,
  from: AddressSchema,
  // null for contract creations
  to: AddressSchema.nullable(),
  value: QuantitySchema,
});

export const BlockWithTransactionsSchema = TimedBlockHeaderSchema.extend({
  transactions: z.array(TransactionSchema),
});
export type BlockWithTransactions = z.infer<typeof BlockWithTransactionsSchema>;

export const LogSchema = z.object({
  address: AddressSchema,
  topics: z.array(HashSchema),
  data: DataSchema,
  blockNumber: IndexSchema,
  blockHash: HashSchema,
  transactionHash: HashSchema,
  logIndex: IndexSchema,
  removed: z.boolean().optional(),
});
export type Log = z.infer<typeof LogSchema>;

export const ReceiptSchema = z.object({
  transactionHash: HashSchema,
  blockHash: HashSchema,
  blockNumber: IndexSchema,
  status: z.enum(['0x0', '0x1']),
  logs: z.array(LogSchema.pick({ address: true, topics: true, data: true, logIndex: true })),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** eth_getTransactionByHash: where a native transfer is, and what it moved. */
export const MinedTransactionSchema = TransactionSchema.extend({
  blockHash: HashSchema.nullable(),
});
