import { createHash, randomBytes } from 'node:crypto';
import { CHAINS } from '@incasso/shared/chains';
import type { Locale } from '@incasso/shared/locale';
import { centsToDecimalString } from '@incasso/shared/money';
import type { PaymentRequest } from '@incasso/shared/payments';
import {
  DEFAULT_TIP_PERCENTS,
  DISPLAY_LINK_TTL_MINUTES,
  DISPLAY_LINKS_MAX,
  DISPLAY_SALE_WINDOW_MINUTES,
  POS_SUMMARY_DAYS,
  type CreateSale,
  type DisplayCart,
  type DisplayLink,
  type DisplayState,
  type PosSettings,
  type PosSummary,
  type Sale,
  type TillCart,
} from '@incasso/shared/pos';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { MailSender } from '#server/modules/mail/mail.module.ts';
import { type MerchantRequests, payUrl } from '#server/modules/payments/payments.module.ts';
import type { TransactionsService } from '#server/modules/transactions/transactions.module.ts';
import type { PosRepository } from './pos.repository.ts';
import type { ProductsService } from './products.service.ts';
import { receiptEmail } from './receipt-email.ts';
import { priceSale } from './sale-pricing.ts';

export interface PosServiceDeps {
  repo: PosRepository;
  products: Pick<ProductsService, 'findManyOwned'>;
  payments: Pick<MerchantRequests, 'create' | 'get' | 'latestOfSource'>;
  transactions: Pick<TransactionsService, 'completedBySource'>;
  mail: MailSender;
  merchantName(userId: string): Promise<string>;
  publicUrl: string;
  now: () => Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const minutes = (count: number) => count * 60_000;

/** Sales at the till, its settings, and the customer display that follows it. */
export function createPosService(deps: PosServiceDeps) {
  const { repo } = deps;

  const tipPercents = async (userId: string) =>
    (await repo.tipPercents(userId)) ?? DEFAULT_TIP_PERCENTS;

  async function saleOf(payment: PaymentRequest): Promise<Sale> {
    const lineItems = await repo.lines(payment.id);
    const tipCents = lineItems.find((line) => line.kind === 'tip')?.totalCents ?? 0;
    return { payment, lineItems, subtotalCents: payment.fiatCents - tipCents, tipCents };
  }

  /** A sale is a request of the till's: another merchant's id or a plain request is not one. */
  async function ownedSale(userId: string, id: string): Promise<Sale> {
    const payment = await deps.payments.get(userId, id);
    if (payment.source !== 'pos') throw notFound('Sale not found.');
    return saleOf(payment);
  }

  /** The cart priced by the server from the catalogue, with the till's offered tips only. */
  async function priceCart(userId: string, input: TillCart | CreateSale) {
    if (input.tipPercent > 0 && !(await tipPercents(userId)).includes(input.tipPercent)) {
      throw new AppError(400, 'tipNotOffered', 'This tip is not one the till offers.', {
        tipPercent: 'tipNotOffered',
      });
    }
    const ids = input.lines.flatMap((line) => (line.kind === 'product' ? [line.productId] : []));
    const found = await deps.products.findManyOwned(userId, [...new Set(ids)]);
    return priceSale(input, input.fiatCurrency, new Map(found.map((p) => [p.id, p])));
  }

  return {
    /** The cart as the till builds it; an empty one leaves the display to the last sale. */
    async saveCart(userId: string, input: TillCart): Promise<DisplayCart | null> {
      if (input.lines.length === 0) {
        await repo.dropCart(userId);
        return null;
      }
      const priced = await priceCart(userId, input);
      const cart = { fiatCurrency: input.fiatCurrency, ...priced };
      await repo.saveCart(userId, cart, deps.now());
      return cart;
    },

    /** `cashier`: the member ringing it up (their email), recorded with the sale. */
    async createSale(userId: string, input: CreateSale, cashier?: string): Promise<Sale> {
      const priced = await priceCart(userId, input);
      const payment = await deps.payments.create(
        userId,
        {
          walletId: input.walletId,
          currency: input.currency,
          fiatCurrency: input.fiatCurrency,
          fiatCents: priced.totalCents,
        },
        {
          source: 'pos',
          withinInsert: (tx, row) => repo.insertLines(tx, row.id, priced.lineItems),
        },
        cashier,
      );
      await repo.dropCart(userId);
      return {
        payment,
        lineItems: priced.lineItems,
        subtotalCents: priced.subtotalCents,
        tipCents: priced.tipCents,
      };
    },

    getSale: ownedSale,

    /** The cart of any request (transactions detail); only a till's sale has one. */
    lines: (paymentId: string) => repo.lines(paymentId),

    async emailReceipt(
      userId: string,
      id: string,
      to: { email: string; locale: Locale },
    ): Promise<void> {
      const sale = await ownedSale(userId, id);
      if (sale.payment.status !== 'CONFIRMED') {
        throw new AppError(409, 'saleNotPaid', 'A receipt is sent once the sale is paid.');
      }
      const merchant = await deps.merchantName(userId);
      const paymentUrl = payUrl(deps.publicUrl, sale.payment.id);
      await deps.mail.send(receiptEmail(to.email, to.locale, merchant, sale, paymentUrl));
    },

    async settings(userId: string): Promise<PosSettings> {
      return { tipPercents: await tipPercents(userId) };
    },

    async saveSettings(userId: string, settings: PosSettings): Promise<PosSettings> {
      await repo.setTipPercents(userId, settings.tipPercents);
      return settings;
    },

    async summary(userId: string): Promise<PosSummary> {
      const from = new Date(deps.now().getTime() - POS_SUMMARY_DAYS * 86_400_000);
      return { totals: await deps.transactions.completedBySource(userId, 'pos', from) };
    },

    async createDisplayLink(userId: string): Promise<DisplayLink> {
      if ((await repo.liveLinkCount(userId, deps.now())) >= DISPLAY_LINKS_MAX) {
        throw new AppError(409, 'tooManyDisplayLinks', 'Revoke a customer display link first.');
      }
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(deps.now().getTime() + minutes(DISPLAY_LINK_TTL_MINUTES));
      const row = await repo.insertLink({ userId, tokenHash: hashToken(token), expiresAt });
      return {
        id: row.id,
        token,
        url: `${deps.publicUrl}/pos/display/${token}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async removeDisplayLink(userId: string, id: string): Promise<void> {
      if (!(await repo.removeLink(userId, id))) throw notFound('Display link not found.');
    },

    /** The public, read-only view a display link opens: the till's latest sale, if recent. */
    async display(token: string): Promise<DisplayState> {
      const now = deps.now();
      const link = await repo.liveLink(hashToken(token), now);
      if (!link) {
        throw new AppError(404, 'displayLinkNotFound', 'This display link has expired.');
      }
      const since = new Date(now.getTime() - minutes(DISPLAY_SALE_WINDOW_MINUTES));
      const payment = await deps.payments.latestOfSource(link.userId, 'pos', since);
      const sale = payment && (await saleOf(payment));
      return {
        merchantName: await deps.merchantName(link.userId),
        expiresAt: link.expiresAt.toISOString(),
        cart: await repo.cart(link.userId, since),
        sale: sale
          ? {
              paymentId: sale.payment.id,
              status: sale.payment.status,
              amount: sale.payment.amount,
              symbol: sale.payment.symbol,
              fiatAmount: centsToDecimalString(sale.payment.fiatCents),
              fiatCents: sale.payment.fiatCents,
              fiatCurrency: sale.payment.fiatCurrency,
              qrContent: sale.payment.qrContent,
              eip681: sale.payment.eip681,
              address: sale.payment.address,
              chainName: CHAINS[sale.payment.chain].name,
              expiresAt: sale.payment.expiresAt,
              lineItems: sale.lineItems,
            }
          : null,
      };
    },
  };
}

export type PosService = ReturnType<typeof createPosService>;
