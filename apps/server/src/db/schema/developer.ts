import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ApiKeyScope, WebhookEventType } from '@incasso/shared/developer';
import { users } from './users.ts';

/**
 * Keys of the public API. Only the SHA-256 of a key is stored (it is shown once, at creation);
 * the prefix is kept in clear so the merchant can tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    prefix: varchar('prefix', { length: 32 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull().unique(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('api_keys_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Stripe-style idempotency: the first request with a key stores its answer, repeats get it
 * back byte for byte. Keys are per merchant, so two merchants may use the same one.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    /** SHA-256 of method, path and body: the same key with other parameters is a conflict. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** Null while the first request is still being answered. */
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/** The merchant's API settings: where the pay page may send payers back to. */
export const developerSettings = pgTable('developer_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** When not empty, an API payment's redirectUrl must be on one of these hosts (or below). */
  redirectHosts: text('redirect_hosts')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where a merchant's webhooks go. Secrets are sealed with the instance secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: varchar('url', { length: 2_048 }).notNull(),
    eventTypes: text('event_types').array().$type<WebhookEventType[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why delivery stopped by itself (`gone` on HTTP 410, `failing` after ~3 days of errors). */
    disabledReason: text('disabled_reason').$type<'gone' | 'failing'>(),
    secret: text('secret').notNull(),
    /** After a rotation the old secret still signs, for 24 hours, so receivers can switch. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_user_idx').on(table.userId)],
);

/**
 * One event for one endpoint. Its id is the `webhook-id` header: the same on every attempt,
 * so receivers dedupe on it. Deliveries of one payment to one endpoint go out in order.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The domain event delivered; null for a test event. */
    eventId: uuid('event_id'),
    eventType: text('event_type').notNull(),
    /** Deliveries with the same key go out one after another, in creation order. */
    orderingKey: text('ordering_key').notNull(),
    payload: text('payload').notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Attempts stop after this (about 3 days after the event, or after a manual retry). */
    retryUntil: timestamp('retry_until', { withTimezone: true }).notNull(),
    /** Held by the worker making an attempt, so two never send the same delivery at once. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_event_unique')
      .on(table.endpointId, table.eventId)
      .where(sql`${table.eventId} is not null`),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_order_idx').on(table.endpointId, table.orderingKey, table.createdAt),
  ],
);

/** Every attempt of a delivery: what was sent and what came back (kept 30 days). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    requestHeaders: text('request_headers').notNull(),
    statusCode: integer('status_code'),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.at)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
