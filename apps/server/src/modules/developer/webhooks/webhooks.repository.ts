import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { WebhookEventType } from '@incasso/shared/developer';
import type { Database } from '#server/db/client.ts';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '#server/db/schema/developer.ts';
import type { PageCursor } from '#server/lib/page-cursor.ts';

type NewEndpoint = typeof webhookEndpoints.$inferInsert;
type NewDelivery = typeof webhookDeliveries.$inferInsert;
type NewAttempt = typeof webhookAttempts.$inferInsert;

const ownedEndpoint = (userId: string, id: string) =>
  and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id));

export function createWebhooksRepository(db: Database) {
  return {
    async insertEndpoint(values: NewEndpoint): Promise<WebhookEndpointRow> {
      const [row] = await db.insert(webhookEndpoints).values(values).returning();
      if (!row) throw new Error('webhook endpoint insert returned no row');
      return row;
    },

    listEndpoints(userId: string): Promise<WebhookEndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.userId, userId))
        .orderBy(asc(webhookEndpoints.createdAt));
    },

    async countEndpoints(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.userId, userId));
      return row?.n ?? 0;
    },

    async findEndpoint(id: string): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return row;
    },

    async findOwnedEndpoint(userId: string, id: string): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(ownedEndpoint(userId, id));
      return row;
    },

    /** The merchant's enabled endpoints that subscribed to the event type. */
    /** The user's enabled endpoints subscribed to any of `eventTypes`. */
    subscribers(
      userId: string,
      eventTypes: readonly WebhookEventType[],
    ): Promise<WebhookEndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.userId, userId),
            eq(webhookEndpoints.enabled, true),
            arrayOverlaps(webhookEndpoints.eventTypes, [...eventTypes]),
          ),
        );
    },

    async updateEndpoint(
      userId: string,
      id: string,
      values: Partial<NewEndpoint>,
    ): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db
        .update(webhookEndpoints)
        .set(values)
        .where(ownedEndpoint(userId, id))
        .returning();
      return row;
    },

    async disableEndpoint(id: string, reason: 'gone' | 'failing', at: Date): Promise<boolean> {
      const rows = await db
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: reason, updatedAt: at })
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    /** The deleted endpoint's URL; undefined when there was none. */
    async deleteEndpoint(userId: string, id: string): Promise<string | undefined> {
      const [row] = await db
        .delete(webhookEndpoints)
        .where(ownedEndpoint(userId, id))
        .returning({ url: webhookEndpoints.url });
      return row?.url;
    },

    /** The new deliveries; one already made for the same event and endpoint is skipped. */
    insertDeliveries(rows: NewDelivery[]): Promise<WebhookDeliveryRow[]> {
      if (rows.length === 0) return Promise.resolve([]);
      return db.insert(webhookDeliveries).values(rows).onConflictDoNothing().returning();
    },

    async findDelivery(id: string): Promise<WebhookDeliveryRow | undefined> {
      const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      return row;
    },

    async findOwnedDelivery(userId: string, id: string): Promise<WebhookDeliveryRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.userId, userId), eq(webhookDeliveries.id, id)));
      return row;
    },

    /**
     * Takes the delivery for one attempt: it must be pending, due, not held by another worker,
     * and first in line (no earlier pending delivery of the same payment to the same endpoint).
     */
    async claim(id: string, at: Date, holdMs: number): Promise<WebhookDeliveryRow | undefined> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({ lockedUntil: new Date(at.getTime() + holdMs) })
        .where(
          and(
            eq(webhookDeliveries.id, id),
            eq(webhookDeliveries.status, 'pending'),
            lte(webhookDeliveries.nextAttemptAt, at),
            or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, at)),
            sql`not exists (
              select 1 from ${webhookDeliveries} as earlier
              where earlier.endpoint_id = ${webhookDeliveries.endpointId}
                and earlier.ordering_key = ${webhookDeliveries.orderingKey}
                and earlier.status = 'pending'
                and (earlier.created_at, earlier.id) < (${webhookDeliveries.createdAt}, ${webhookDeliveries.id})
            )`,
          ),
        )
        .returning();
      return row;
    },

    /** Stores an attempt and the delivery's new state together. */
    async recordAttempt(
      id: string,
      attempt: NewAttempt,
      state: Partial<NewDelivery>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(webhookAttempts).values(attempt);
        await tx
          .update(webhookDeliveries)
          .set({ ...state, lockedUntil: null, attempts: sql`${webhookDeliveries.attempts} + 1` })
          .where(eq(webhookDeliveries.id, id));
      });
    },

    async release(id: string): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ lockedUntil: null })
        .where(eq(webhookDeliveries.id, id));
    },

    /** The oldest pending delivery in the line, if any. */
    async nextInLine(
      endpointId: string,
      orderingKey: string,
    ): Promise<WebhookDeliveryRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            eq(webhookDeliveries.orderingKey, orderingKey),
            eq(webhookDeliveries.status, 'pending'),
          ),
        )
        .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id))
        .limit(1);
      return row;
    },

    /** Pending deliveries due by `at` on enabled endpoints (for the sweep). */
    due(at: Date, limit: number): Promise<{ id: string }[]> {
      return db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          and(
            eq(webhookDeliveries.status, 'pending'),
            lte(webhookDeliveries.nextAttemptAt, at),
            or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, at)),
            eq(webhookEndpoints.enabled, true),
          ),
        )
        .orderBy(asc(webhookDeliveries.createdAt))
        .limit(limit);
    },

    async requeue(userId: string, id: string, at: Date, retryUntil: Date) {
      const [row] = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: at, retryUntil, lockedUntil: null })
        .where(
          and(
            eq(webhookDeliveries.userId, userId),
            eq(webhookDeliveries.id, id),
            inArray(webhookDeliveries.status, ['failed', 'succeeded']),
          ),
        )
        .returning();
      return row;
    },

    /** Newest first; `limit + 1` rows so the caller knows whether a next page exists. */
    /** The endpoint's deliveries, newest first, each saying if it waits behind an earlier one. */
    listDeliveries(
      endpointId: string,
      cursor: PageCursor | undefined,
      limit: number,
    ): Promise<(WebhookDeliveryRow & { heldBehind: boolean })[]> {
      return db
        .select({
          ...getTableColumns(webhookDeliveries),
          // Qualified by hand: drizzle writes a selected column without its table, which inside
          // the subquery would name `earlier`'s own column.
          heldBehind: sql<boolean>`webhook_deliveries.status = 'pending' and exists (
            select 1 from webhook_deliveries as earlier
            where earlier.endpoint_id = webhook_deliveries.endpoint_id
              and earlier.ordering_key = webhook_deliveries.ordering_key
              and earlier.status = 'pending'
              and (earlier.created_at, earlier.id) < (webhook_deliveries.created_at, webhook_deliveries.id)
          )`,
        })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            cursor &&
              sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) < (${cursor.at}, ${cursor.id})`,
          ),
        )
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit + 1);
    },

    attemptsOf(deliveryIds: string[]): Promise<WebhookAttemptRow[]> {
      if (deliveryIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, deliveryIds))
        .orderBy(asc(webhookAttempts.at));
    },

    /** The log is kept 30 days: older deliveries that are settled go, with their attempts. */
    async deleteSettledBefore(before: Date): Promise<void> {
      await db
        .delete(webhookDeliveries)
        .where(
          and(
            lt(webhookDeliveries.createdAt, before),
            inArray(webhookDeliveries.status, ['succeeded', 'failed']),
          ),
        );
    },

    /** Endpoints whose previous secret outlived its overlap forget it. */
    async dropExpiredPreviousSecrets(at: Date): Promise<void> {
      await db
        .update(webhookEndpoints)
        .set({ previousSecret: null, previousSecretExpiresAt: null })
        .where(lt(webhookEndpoints.previousSecretExpiresAt, at));
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
