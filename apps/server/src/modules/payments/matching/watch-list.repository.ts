import type { ChainId } from '@incasso/shared/chains';
import { OPEN_PAYMENT_STATUSES } from '@incasso/shared/payments';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/**
 * Why an address is watched: an open request (`open`), or an ended one whose late payment is
 * still looked for until `until`. Neither: nothing waits on it any more.
 */
export interface WatchEntry {
  address: string;
  open: boolean;
  until: Date | null;
}

/** Entries read at `at`, on the database's clock (the cursor of the next incremental read). */
export interface WatchList {
  at: Date;
  entries: WatchEntry[];
}

const OPEN = sql.raw(OPEN_PAYMENT_STATUSES.map((status) => `'${status}'`).join(', '));
const ENDED = sql.raw(`'TIMED_OUT', 'CANCELLED'`);

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

function entriesOf(result: unknown): WatchEntry[] {
  return rowsOf(result).map((row) => ({
    address: String(row.address),
    open: row.open === true,
    until: row.until === null ? null : new Date(row.until as string | Date),
  }));
}

async function databaseNow(db: Database): Promise<Date> {
  const [row] = rowsOf(await db.execute(sql`select clock_timestamp() as at`));
  return new Date(row?.at as string | Date);
}

/**
 * The watched addresses of a chain, from the partial indexes on open and on ended requests
 * (decision note 087): in full when a watcher starts, else only the addresses whose requests
 * changed since a time, and those the caller names (whose monitoring has ended by now).
 */
export const watchListRepository = {
  async full(db: Database, chain: ChainId, now: Date): Promise<WatchList> {
    const at = await databaseNow(db);
    const result = await db.execute(sql`
      select address, true as open, null::timestamptz as until
      from payments where chain = ${chain} and status in (${OPEN}) group by address
      union all
      select address, false as open, max(monitor_until) as until
      from payments
      where chain = ${chain} and status in (${ENDED}) and monitor_until > ${now.toISOString()}::timestamptz
      group by address
    `);
    const byAddress = new Map<string, WatchEntry>();
    for (const entry of entriesOf(result)) {
      const known = byAddress.get(entry.address);
      byAddress.set(entry.address, known ? { ...entry, open: true, until: null } : entry);
    }
    return { at, entries: [...byAddress.values()] };
  },

  async changes(
    db: Database,
    chain: ChainId,
    since: Date,
    also: readonly string[],
    now: Date,
  ): Promise<WatchList> {
    const at = await databaseNow(db);
    const result = await db.execute(sql`
      with candidates as (
        select address from payments
        where chain = ${chain} and watch_changed_at >= ${since.toISOString()}::timestamptz
        union
        select unnest(${`{${also.join(',')}}`}::text[])
      )
      select c.address,
        exists (
          select 1 from payments p
          where p.chain = ${chain} and p.address = c.address and p.status in (${OPEN})
        ) as open,
        (
          select max(p.monitor_until) from payments p
          where p.chain = ${chain} and p.address = c.address and p.status in (${ENDED})
            and p.monitor_until > ${now.toISOString()}::timestamptz
        ) as until
      from candidates c
    `);
    return { at, entries: entriesOf(result) };
  },
};
