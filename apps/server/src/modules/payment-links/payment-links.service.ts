import { randomInt } from 'node:crypto';
import type { ChainRegistry } from '@incasso/shared/chains';
import {
  PAYMENT_LINK_SLUG_LENGTH,
  type CreatePaymentLink,
  type PaymentLink,
  type PaymentLinkDetail,
} from '@incasso/shared/payment-links';
import type { PaymentLinkRow, PaymentLinkRowStatus } from '#server/db/schema/payment-links.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.module.ts';
import { amountColumns, presentLink, presentLinkPayment } from './payment-links.presenter.ts';
import type { LinkTotals, PaymentLinksRepository } from './payment-links.repository.ts';

export interface PaymentLinksServiceDeps {
  repo: PaymentLinksRepository;
  wallets: Pick<WalletsService, 'findOwned'>;
  registry: ChainRegistry;
  publicUrl: string;
}

const NO_TOTALS: LinkTotals = { paidCount: 0, paidCents: 0 };
const SLUG_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A random slug; unguessable, so a link is reached only by those it was given to. */
export const newSlug = () =>
  Array.from(
    { length: PAYMENT_LINK_SLUG_LENGTH },
    () => SLUG_ALPHABET[randomInt(SLUG_ALPHABET.length)],
  ).join('');

export const linkNotFound = () =>
  new AppError(404, 'paymentLinkNotFound', 'Payment link not found.');

const walletNotFound = () =>
  new AppError(404, 'walletNotFound', 'Wallet not found or not yours.', {
    walletId: 'walletNotFound',
  });

/** The merchant's links: create, list with totals, pause, resume, delete. */
export function createPaymentLinksService(deps: PaymentLinksServiceDeps) {
  const { repo } = deps;

  async function present(row: PaymentLinkRow): Promise<PaymentLink> {
    const totals = await repo.totals([row.id]);
    return presentLink(row, totals.get(row.id) ?? NO_TOTALS, deps.publicUrl);
  }

  async function transition(
    userId: string,
    id: string,
    to: PaymentLinkRowStatus,
    from: PaymentLinkRowStatus[],
  ): Promise<PaymentLinkRow> {
    const changed = await repo.setStatus(userId, id, to, from);
    if (changed) return changed;
    if (!(await repo.findOwned(userId, id))) throw linkNotFound();
    throw new AppError(
      409,
      'paymentLinkState',
      `Only a link that is ${from.join(' or ')} can be ${to}.`,
    );
  }

  return {
    async list(userId: string): Promise<PaymentLink[]> {
      const rows = await repo.list(userId);
      const totals = await repo.totals(rows.map((row) => row.id));
      return rows.map((row) => presentLink(row, totals.get(row.id) ?? NO_TOTALS, deps.publicUrl));
    },

    async get(userId: string, id: string): Promise<PaymentLinkDetail> {
      const row = await repo.findOwned(userId, id);
      if (!row) throw linkNotFound();
      const payments = await repo.payments(row.id);
      return { ...(await present(row)), payments: payments.map(presentLinkPayment) };
    },

    async create(userId: string, input: CreatePaymentLink): Promise<PaymentLink> {
      // The id came from the browser: only a wallet of this merchant proves anything.
      const wallet = await deps.wallets.findOwned(userId, input.walletId);
      if (!wallet) throw walletNotFound();
      const assets = deps.registry[wallet.chain].assets;
      if (input.currencies.some((c) => !wallet.acceptedCurrencyIds.includes(c) || !assets[c])) {
        throw new AppError(400, 'currencyNotAccepted', 'The wallet does not accept these coins.', {
          currencies: 'currencyNotAccepted',
        });
      }
      const row = await repo.insert({
        userId,
        slug: newSlug(),
        title: input.title,
        description: input.description,
        currency: input.currency,
        ...amountColumns(input.amount),
        walletId: wallet.id,
        chain: wallet.chain,
        currencies: input.currencies,
        redirectUrl: input.redirectUrl,
      });
      return present(row);
    },

    pause: async (userId: string, id: string) =>
      present(await transition(userId, id, 'paused', ['active'])),

    resume: async (userId: string, id: string) =>
      present(await transition(userId, id, 'active', ['paused'])),

    /** The requests already made stay (they are the ledger's); the link answers 404 from now. */
    async remove(userId: string, id: string): Promise<void> {
      await transition(userId, id, 'deleted', ['active', 'paused']);
    },
  };
}

export type PaymentLinksService = ReturnType<typeof createPaymentLinksService>;
