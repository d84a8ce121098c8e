import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { PAYMENT_LINK_PAYMENTS_SHOWN, type LinkPaymentStatus } from '@incasso/shared/payment-links';
import type { Database } from '#server/db/client.ts';
import {
  paymentLinkPayments,
  paymentLinks,
  type NewPaymentLinkRow,
  type PaymentLinkPaymentRow,
  type PaymentLinkRow,
  type PaymentLinkRowStatus,
} from '#server/db/schema/payment-links.ts';

const LIST_LIMIT = 500;

export interface LinkTotals {
  paidCount: number;
  paidCents: number;
}

/** Every query of the payment-links module: its links and the requests visits made. */
export function createPaymentLinksRepository(db: Database) {
  const visible = ne(paymentLinks.status, 'deleted');
  return {
    async insert(values: NewPaymentLinkRow): Promise<PaymentLinkRow> {
      const [row] = await db.insert(paymentLinks).values(values).returning();
      if (!row) throw new Error('payment link insert returned no row');
      return row;
    },

    list(userId: string): Promise<PaymentLinkRow[]> {
      return db
        .select()
        .from(paymentLinks)
        .where(and(eq(paymentLinks.userId, userId), visible))
        .orderBy(desc(paymentLinks.createdAt))
        .limit(LIST_LIMIT);
    },

    async findOwned(userId: string, id: string): Promise<PaymentLinkRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentLinks)
        .where(and(eq(paymentLinks.id, id), eq(paymentLinks.userId, userId), visible));
      return row;
    },

    async findBySlug(slug: string): Promise<PaymentLinkRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentLinks)
        .where(and(eq(paymentLinks.slug, slug), visible));
      return row;
    },

    /** Moves the merchant's link to `to` if it is in one of `from` (a status guard). */
    async setStatus(
      userId: string,
      id: string,
      to: PaymentLinkRowStatus,
      from: PaymentLinkRowStatus[],
    ): Promise<PaymentLinkRow | undefined> {
      const [row] = await db
        .update(paymentLinks)
        .set({ status: to, updatedAt: new Date() })
        .where(
          and(
            eq(paymentLinks.id, id),
            eq(paymentLinks.userId, userId),
            inArray(paymentLinks.status, from),
          ),
        )
        .returning();
      return row;
    },

    async recordPayment(linkId: string, paymentId: string, fiatCents: number): Promise<void> {
      await db.insert(paymentLinkPayments).values({ linkId, paymentId, fiatCents });
    },

    /** Idempotent: events arrive at least once. A request no link made changes nothing. */
    async setPaymentStatus(paymentId: string, status: LinkPaymentStatus): Promise<void> {
      await db
        .update(paymentLinkPayments)
        .set({ status })
        .where(eq(paymentLinkPayments.paymentId, paymentId));
    },

    /** The link a request was made through, if any (the pay page names it). */
    async linkOfPayment(userId: string, paymentId: string): Promise<PaymentLinkRow | undefined> {
      const [row] = await db
        .select({ link: paymentLinks })
        .from(paymentLinkPayments)
        .innerJoin(paymentLinks, eq(paymentLinks.id, paymentLinkPayments.linkId))
        .where(and(eq(paymentLinkPayments.paymentId, paymentId), eq(paymentLinks.userId, userId)));
      return row?.link;
    },

    payments(linkId: string): Promise<PaymentLinkPaymentRow[]> {
      return db
        .select()
        .from(paymentLinkPayments)
        .where(eq(paymentLinkPayments.linkId, linkId))
        .orderBy(desc(paymentLinkPayments.createdAt))
        .limit(PAYMENT_LINK_PAYMENTS_SHOWN);
    },

    /** Confirmed payments and their sum, per link. */
    async totals(linkIds: string[]): Promise<Map<string, LinkTotals>> {
      if (linkIds.length === 0) return new Map();
      const rows = await db
        .select({
          linkId: paymentLinkPayments.linkId,
          paidCount: sql<number>`count(*)::int`,
          paidCents: sql<string>`coalesce(sum(${paymentLinkPayments.fiatCents}), 0)`,
        })
        .from(paymentLinkPayments)
        .where(
          and(inArray(paymentLinkPayments.linkId, linkIds), eq(paymentLinkPayments.status, 'paid')),
        )
        .groupBy(paymentLinkPayments.linkId);
      return new Map(
        rows.map((row) => [
          row.linkId,
          { paidCount: Number(row.paidCount), paidCents: Number(row.paidCents) },
        ]),
      );
    },
  };
}

export type PaymentLinksRepository = ReturnType<typeof createPaymentLinksRepository>;
