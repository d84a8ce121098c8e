import type { ChainId } from '@incasso/shared/chains';
import {
  OWNERSHIP_PROOF_TTL_MS,
  ownershipMessage,
  type OwnershipProof,
} from '@incasso/shared/wallets';
import { verifyMessage, type Hex } from 'viem';
import { AppError } from '#server/lib/app-error.ts';

/** Clocks of phones and servers drift; a message "from the future" by this much still counts. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;

const invalidProof = (message: string) =>
  new AppError(400, 'invalidProof', message, { ownershipProof: 'invalidProof' });

/**
 * Throws unless `proof` is the address's own EIP-191 signature of the ownership message for
 * this account, issued within the last OWNERSHIP_PROOF_TTL_MS. Externally owned accounts only:
 * a contract wallet's signature (ERC-1271) needs a call to the chain.
 */
export async function checkOwnershipProof(
  claim: { address: string; chainId: ChainId; accountId: string },
  proof: OwnershipProof,
  now: Date,
): Promise<void> {
  const age = now.getTime() - Date.parse(proof.issuedAt);
  if (!(age <= OWNERSHIP_PROOF_TTL_MS && age >= -CLOCK_SKEW_MS)) {
    throw invalidProof('The signed message has expired. Sign a new one.');
  }
  const message = ownershipMessage({ ...claim, issuedAt: proof.issuedAt });
  const valid = await verifyMessage({
    address: claim.address as Hex,
    message,
    signature: proof.signature as Hex,
  }).catch(() => false);
  if (!valid) throw invalidProof('The signature does not match this address.');
}
