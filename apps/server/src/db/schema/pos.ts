import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { FiatCurrency } from '@incasso/shared/money';
import {
  CUSTOM_LINE_NAME_MAX,
  LINE_ITEM_KINDS,
  PRODUCT_CATEGORY_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  type DisplayCart,
  type LineItemKind,
  type ProductImageType,
} from '@incasso/shared/pos';
import { payments } from './payments.ts';
import { users } from './users.ts';

// The point of sale's tables (decision note 045).

/** Raw bytes: product pictures live in the database, so every process serves them alike. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: PRODUCT_NAME_MAX }).notNull(),
    description: varchar('description', { length: PRODUCT_DESCRIPTION_MAX }),
    category: varchar('category', { length: PRODUCT_CATEGORY_MAX }),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    currency: text('currency').$type<FiatCurrency>().notNull(),
    active: boolean('active').notNull().default(true),
    image: bytea('image'),
    imageType: text('image_type').$type<ProductImageType>(),
    imageUpdatedAt: timestamp('image_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_user_idx').on(table.userId, table.name),
    check('products_price_positive', sql`${table.priceCents} > 0`),
  ],
);

/**
 * A sale's cart, stored with its payment request in one transaction. Names and prices are
 * copied: a product edited or deleted later never changes what was sold.
 */
export const paymentLineItems = pgTable(
  'payment_line_items',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<LineItemKind>().notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: varchar('name', { length: Math.max(PRODUCT_NAME_MAX, CUSTOM_LINE_NAME_MAX) }).notNull(),
    unitCents: bigint('unit_cents', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.position] }),
    check(
      'payment_line_items_kind_valid',
      sql`${table.kind} in (${sql.raw(LINE_ITEM_KINDS.map((k) => `'${k}'`).join(', '))})`,
    ),
    check(
      'payment_line_items_total',
      sql`${table.totalCents} = ${table.unitCents} * ${table.quantity}`,
    ),
  ],
);

/** The till's settings per merchant; a merchant without a row gets the defaults. */
export const posSettings = pgTable('pos_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tipPercents: integer('tip_percents').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The cart the till is building, one per merchant, so the customer display (another device,
 * maybe another process) shows it line by line. Dropped once charged or emptied.
 */
export const posCarts = pgTable('pos_carts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cart: jsonb('cart').$type<DisplayCart>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Links a customer display opens: only the token's SHA-256 is kept. */
export const posDisplayLinks = pgTable(
  'pos_display_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('pos_display_links_token_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pos_display_links_user_idx').on(table.userId)],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type LineItemRow = typeof paymentLineItems.$inferSelect;
export type NewLineItemRow = typeof paymentLineItems.$inferInsert;
