import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import { ChainIdSchema, type ChainId } from './chains';
import { CURRENCY_IDS, CurrencyIdSchema } from './currencies';

// SPEC section 3: a wallet is id, name, address, chainId, acceptedCurrencyIds. Whether each
// accepted currency exists on the chain depends on the deployment's registry, so the server
// checks that (key `currencyNotOnChain`); the form offers `currenciesOn(chain)` only.

export const WALLET_NAME_MAX = 50;
/** `0x` and 40 hex digits. */
export const ADDRESS_LENGTH = 42;

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * EIP-55: an address in one case (all lower or all upper) carries no checksum and is accepted;
 * a mixed-case one is a checksum and must be right, since a typo there would lose the payment.
 */
export function isValidWalletAddress(value: string): boolean {
  if (!HEX_ADDRESS.test(value)) return false;
  const hex = value.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return isAddress(value, { strict: true });
}

/** Validates and returns the checksummed form, the one stored and shown. */
export const WalletAddressSchema = z
  .string()
  .trim()
  .refine(isValidWalletAddress, 'invalidAddress')
  .transform((value) => getAddress(value));

export const WalletNameSchema = z
  .string()
  .trim()
  .min(1, 'nameRequired')
  .max(WALLET_NAME_MAX, 'nameTooLong');

/** At least one currency; repeats are dropped. */
export const AcceptedCurrencyIdsSchema = z
  .array(CurrencyIdSchema)
  .min(1, 'currencyRequired')
  .max(CURRENCY_IDS.length * 2)
  .transform((ids) => [...new Set(ids)]);

/** How long a signed ownership message stays good: long enough to sign it on a phone. */
export const OWNERSHIP_PROOF_TTL_MS = 15 * 60 * 1000;

/**
 * What the holder of an address signs (EIP-191 `personal_sign`) to claim it from another
 * account: it names the claiming account and the time, so nobody can reuse it for their own.
 */
export function ownershipMessage(claim: {
  address: string;
  chainId: ChainId;
  accountId: string;
  issuedAt: string;
}): string {
  return [
    'Incasso: I control this address and want to receive payments to it.',
    `Address: ${claim.address}`,
    `Chain: ${claim.chainId}`,
    `Account: ${claim.accountId}`,
    `Issued at: ${claim.issuedAt}`,
  ].join('\n');
}

export const OwnershipProofSchema = z.strictObject({
  issuedAt: z.iso.datetime({ error: 'invalidProof' }),
  /** 65 bytes: an externally owned account's signature of `ownershipMessage`. */
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'invalidProof'),
});
export type OwnershipProof = z.infer<typeof OwnershipProofSchema>;

export const CreateWalletInputSchema = z.strictObject({
  name: WalletNameSchema,
  address: WalletAddressSchema,
  chainId: ChainIdSchema,
  acceptedCurrencyIds: AcceptedCurrencyIdsSchema,
  /** Needed only for an address another account holds (409 `addressClaimed`). */
  ownershipProof: OwnershipProofSchema.optional(),
});
export type CreateWalletInput = z.infer<typeof CreateWalletInputSchema>;

/** A wallet's chain and address never change: a new address is a new wallet. */
export const UpdateWalletInputSchema = z
  .strictObject({
    name: WalletNameSchema.optional(),
    acceptedCurrencyIds: AcceptedCurrencyIdsSchema.optional(),
  })
  .refine(
    (input) => input.name !== undefined || input.acceptedCurrencyIds !== undefined,
    'nothingToUpdate',
  );
export type UpdateWalletInput = z.infer<typeof UpdateWalletInputSchema>;

export const WalletSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  chainId: ChainIdSchema,
  acceptedCurrencyIds: z.array(CurrencyIdSchema),
  createdAt: z.string(),
});
export type Wallet = z.infer<typeof WalletSchema>;

export const WalletListSchema = z.array(WalletSchema);

/** `/api/wallets/:id`: a malformed id is bad input (400); another user's id is not found (404). */
export const WalletIdParamsSchema = z.object({ id: z.uuid() });
