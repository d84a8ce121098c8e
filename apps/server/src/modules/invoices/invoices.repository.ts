import type { ChainId } from '@incasso/shared/chains';
import type { InvoiceListQuery, InvoiceSettings, InvoiceStatus } from '@incasso/shared/invoices';
import {
  and,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  lte,
  sql,
  TransactionRollbackError,
} from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  invoiceCounters,
  invoiceSettings,
  invoices,
  type InvoiceRow,
  type NewInvoiceRow,
} from '#server/db/schema/invoices.ts';

const LIST_LIMIT = 500;
/** Overdue invoices handled per sweep step; the sweep pages until none is left. */
const SWEEP_BATCH = 200;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type Series = 'invoice' | 'credit';

/** The next progressive of a series, in the caller's transaction: the upsert locks the row. */
async function nextProgressive(
  tx: Tx,
  userId: string,
  series: Series,
  year: number,
): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ userId, series, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.userId, invoiceCounters.series, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('invoice counter upsert returned no row');
  return row.last;
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every query of the invoices module. */
export function createInvoicesRepository(db: Database) {
  /**
   * Takes the series' next number and applies `change` to the invoice while it is in one of
   * `from`, in one transaction; when it is not (a concurrent call got there first) the number
   * is rolled back, so the series keeps no gap.
   */
  function numbered(
    userId: string,
    id: string,
    series: Series,
    year: number,
    from: InvoiceStatus[],
    change: (progressive: number) => Partial<NewInvoiceRow>,
  ): Promise<InvoiceRow | undefined> {
    return db
      .transaction(async (tx) => {
        const progressive = await nextProgressive(tx, userId, series, year);
        const [row] = await tx
          .update(invoices)
          .set(change(progressive))
          .where(
            and(eq(invoices.id, id), eq(invoices.userId, userId), inArray(invoices.status, from)),
          )
          .returning();
        if (!row) tx.rollback();
        return row;
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return undefined;
        throw error;
      });
  }

  return {
    async insert(values: NewInvoiceRow): Promise<InvoiceRow> {
      const [row] = await db.insert(invoices).values(values).returning();
      if (!row) throw new Error('invoice insert returned no row');
      return row;
    },

    async findOwned(userId: string, id: string): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
      return row;
    },

    list(userId: string, query: InvoiceListQuery): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.userId, userId),
            query.status ? eq(invoices.status, query.status) : undefined,
            query.q ? ilike(invoices.customerKey, `%${escapeLike(query.q)}%`) : undefined,
            query.from ? gte(invoices.issueDate, query.from) : undefined,
            query.to ? lte(invoices.issueDate, query.to) : undefined,
          ),
        )
        .orderBy(desc(invoices.createdAt))
        .limit(LIST_LIMIT);
    },

    /** The invoices voided by a credit note, the latest credit note first. */
    listCreditNotes(userId: string, query: InvoiceListQuery): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.userId, userId),
            isNotNull(invoices.creditNoteNumber),
            query.q ? ilike(invoices.customerKey, `%${escapeLike(query.q)}%`) : undefined,
            query.from ? gte(invoices.voidedAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
            query.to ? lt(invoices.voidedAt, dayAfter(query.to)) : undefined,
          ),
        )
        .orderBy(
          desc(invoices.voidedAt),
          desc(invoices.creditNoteYear),
          desc(invoices.creditNoteProgressive),
        )
        .limit(LIST_LIMIT);
    },

    /** Changes the merchant's invoice only while its status is one of `from`. */
    async update(
      userId: string,
      id: string,
      changes: Partial<NewInvoiceRow>,
      from: InvoiceStatus[],
    ): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .update(invoices)
        .set({ ...changes, updatedAt: new Date() })
        .where(
          and(eq(invoices.id, id), eq(invoices.userId, userId), inArray(invoices.status, from)),
        )
        .returning();
      return row;
    },

    async deleteDraft(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.userId, userId), eq(invoices.status, 'draft')))
        .returning({ id: invoices.id });
      return deleted.length > 0;
    },

    /**
     * Issues a draft: takes the year's next number and marks the invoice sent, in one
     * transaction. A draft already issued by a concurrent call rolls the number back.
     */
    issue(
      userId: string,
      id: string,
      year: number,
      number: (progressive: number) => string,
      at: Date,
      pastDue: boolean,
      issuedBy: string,
    ): Promise<InvoiceRow | undefined> {
      return numbered(userId, id, 'invoice', year, ['draft'], (progressive) => ({
        // Sent after its due date: overdue from the start, not from the next sweep.
        status: pastDue ? 'overdue' : 'sent',
        ...(pastDue && { overdueAt: at }),
        number: number(progressive),
        numberYear: year,
        progressive,
        issuedBy,
        sentAt: at,
        updatedAt: at,
      }));
    },

    /** Voids a sent or overdue invoice with a credit note numbered in its own series. */
    voidWithCreditNote(
      userId: string,
      id: string,
      year: number,
      number: (progressive: number) => string,
      at: Date,
    ): Promise<InvoiceRow | undefined> {
      return numbered(userId, id, 'credit', year, ['sent', 'overdue'], (progressive) => ({
        status: 'void',
        creditNoteNumber: number(progressive),
        creditNoteYear: year,
        creditNoteProgressive: progressive,
        voidedAt: at,
        updatedAt: at,
      }));
    },

    /** A confirmed payment of an invoice's pay link pays it (sent or overdue only). */
    async markPaidByPayment(
      paymentId: string,
      paid: { txHash: string | null; chain: ChainId },
      at: Date,
    ): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .update(invoices)
        .set({
          status: 'paid',
          paidAt: at,
          txHash: paid.txHash,
          paidChain: paid.chain,
          updatedAt: at,
        })
        .where(
          and(eq(invoices.paymentId, paymentId), inArray(invoices.status, ['sent', 'overdue'])),
        )
        .returning();
      return row;
    },

    /**
     * The payment that paid an invoice was taken back by a reorg: it is unpaid again, sent or
     * overdue as it was before. An invoice the merchant marked paid by hand (no transaction) stays.
     */
    async reopenByPayment(paymentId: string, at: Date): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .update(invoices)
        .set({
          status: sql`case when ${invoices.overdueAt} is null then 'sent' else 'overdue' end`,
          paidAt: null,
          txHash: null,
          paidChain: null,
          updatedAt: at,
        })
        .where(
          and(
            eq(invoices.paymentId, paymentId),
            eq(invoices.status, 'paid'),
            isNotNull(invoices.txHash),
          ),
        )
        .returning();
      return row;
    },

    /** Sent invoices due before `today`, now overdue: a page at a time. */
    markOverdue(today: string, at: Date): Promise<InvoiceRow[]> {
      const due = db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.status, 'sent'), lt(invoices.dueDate, today)))
        .limit(SWEEP_BATCH);
      return db
        .update(invoices)
        .set({ status: 'overdue', overdueAt: at, updatedAt: at })
        .where(and(inArray(invoices.id, due), eq(invoices.status, 'sent')))
        .returning();
    },

    /** The number of the issued invoice a request pays, for its pay page. */
    async numberOfPayment(userId: string, paymentId: string): Promise<string | null> {
      const [row] = await db
        .select({ number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.userId, userId), eq(invoices.paymentId, paymentId)));
      return row?.number ?? null;
    },

    async numberFormat(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ numberFormat: invoiceSettings.numberFormat })
        .from(invoiceSettings)
        .where(eq(invoiceSettings.userId, userId));
      return row?.numberFormat;
    },

    async settings(userId: string) {
      const [row] = await db
        .select()
        .from(invoiceSettings)
        .where(eq(invoiceSettings.userId, userId));
      return row;
    },

    /** The settings given; those left out keep their value (or their default). */
    async saveSettings(userId: string, settings: InvoiceSettings): Promise<void> {
      const changes = {
        numberFormat: settings.numberFormat,
        ...(settings.paymentTermsDays !== undefined && {
          paymentTermsDays: settings.paymentTermsDays,
        }),
      };
      await db
        .insert(invoiceSettings)
        .values({ userId, ...changes })
        .onConflictDoUpdate({
          target: invoiceSettings.userId,
          set: { ...changes, updatedAt: new Date() },
        });
    },

    /** The last progressive given in a series and year; 0 before the first. */
    async lastProgressive(userId: string, series: Series, year: number): Promise<number> {
      const [row] = await db
        .select({ last: invoiceCounters.last })
        .from(invoiceCounters)
        .where(
          and(
            eq(invoiceCounters.userId, userId),
            eq(invoiceCounters.series, series),
            eq(invoiceCounters.year, year),
          ),
        );
      return row?.last ?? 0;
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
