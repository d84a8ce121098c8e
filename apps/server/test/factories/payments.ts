import { randomBytes } from 'node:crypto';
import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { CreatePaymentInput, PaymentRequest } from '@incasso/shared/payments';
import { eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { buildTestApp } from '../build-test-app.ts';
import { buildUser, sessionHeaders, signIn } from './users.ts';
import { users } from '#server/db/schema/users.ts';
import type { IncomingTransfer } from '#server/modules/payments/matching/matching.service.ts';

// Test helpers for the payments module's integration tests: merchants with a wallet, requests
// made through the API, and synthetic transfers as the chain layer would hand them over.

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

export const randomAddress = () => getAddress(`0x${randomBytes(20).toString('hex')}`);
export const randomTxHash = () => `0x${randomBytes(32).toString('hex')}`;

export async function buildMerchant(
  ctx: TestApp,
  options: {
    chain?: ChainId;
    currencies?: CurrencyId[];
    toleranceBps?: number;
    planId?: 'free' | 'plus' | 'premium';
    displayName?: string;
    accountType?: 'private' | 'business';
  } = {},
) {
  const user = await buildUser(ctx.db, {
    planId: options.planId,
    displayName: options.displayName,
    accountType: options.accountType,
  });
  if (options.toleranceBps !== undefined) {
    await ctx.db
      .update(users)
      .set({ paymentToleranceBps: options.toleranceBps })
      .where(eq(users.id, user.id));
  }
  const cookie = await signIn(ctx.app, user);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/wallets',
    headers: sessionHeaders(cookie),
    payload: {
      name: 'Till',
      address: randomAddress(),
      chainId: options.chain ?? 'ethereum',
      acceptedCurrencyIds: options.currencies ?? ['usdt', 'eth'],
    },
  });
  if (response.statusCode !== 201) throw new Error(`wallet not created: ${response.body}`);
  const wallet = response.json<{ id: string; address: string }>();
  return { user, cookie, wallet };
}

export type TestMerchant = Awaited<ReturnType<typeof buildMerchant>>;

/** POST /api/payments as the merchant; USD 25 in USDT unless told otherwise. */
export function requestPayment(
  ctx: TestApp,
  merchant: TestMerchant,
  body: Partial<CreatePaymentInput> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: sessionHeaders(merchant.cookie),
    payload: {
      walletId: merchant.wallet.id,
      currency: 'usdt',
      fiatAmount: '25',
      fiatCurrency: 'USD',
      ...body,
    },
  });
}

export async function buildPayment(
  ctx: TestApp,
  merchant: TestMerchant,
  body: Partial<CreatePaymentInput> = {},
): Promise<PaymentRequest> {
  const response = await requestPayment(ctx, merchant, body);
  if (response.statusCode !== 201) throw new Error(`payment not created: ${response.body}`);
  return response.json<PaymentRequest>();
}

/** A transfer paying `payment` (its exact amount unless told otherwise) in block 100. */
export function transferFor(
  payment: Pick<PaymentRequest, 'address' | 'currency' | 'amountBaseUnits'>,
  overrides: Partial<IncomingTransfer> = {},
): IncomingTransfer {
  return {
    currency: payment.currency,
    to: payment.address,
    from: randomAddress(),
    amount: BigInt(payment.amountBaseUnits),
    txHash: randomTxHash(),
    logIndex: 0,
    blockNumber: 100,
    blockHash: randomTxHash(),
    ...overrides,
  };
}

/** The blocks of `transfers` as made at `at` (now unless told): what the scanner hands over. */
export function blockTimesOf(
  transfers: readonly Pick<IncomingTransfer, 'blockNumber'>[],
  at = new Date(),
): Map<number, Date> {
  return new Map(transfers.map((transfer) => [transfer.blockNumber, at]));
}
