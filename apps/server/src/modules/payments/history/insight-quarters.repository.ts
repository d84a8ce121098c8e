import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/** A table of deltas: the columns a row is grouped by, the first `folded` of them per fold. */
interface DeltaTable {
  name: string;
  /** What one fold takes whole: every row of a quarter (or payer) with a delta not yet folded. */
  folded: string[];
  groups: string[];
  sums: string[];
}

// Written by the triggers of migration 0035 (decision note 102).
const TABLES: DeltaTable[] = [
  {
    name: 'payment_created_quarters',
    folded: ['user_id', 'quarter'],
    groups: ['status'],
    sums: ['count'],
  },
  {
    name: 'payment_confirmed_quarters',
    folded: ['user_id', 'quarter'],
    groups: ['fiat_currency', 'currency', 'chain'],
    sums: ['count', 'cents', 'late', 'underpaid', 'overpaid'],
  },
  { name: 'payment_payer_counts', folded: ['user_id', 'payer'], groups: [], sums: ['count'] },
];

function foldStatement(table: DeltaTable) {
  const list = (columns: string[], prefix = '') =>
    columns.map((column) => `${prefix}${column}`).join(', ');
  const keys = [...table.folded, ...table.groups];
  const joined = table.folded.map((column) => `q.${column} = l.${column}`).join(' and ');
  return sql.raw(`
    with loose as (
      select distinct ${list(table.folded)} from ${table.name} where not compacted
    ), gone as (
      delete from ${table.name} q using loose l where ${joined}
      returning ${list([...keys, ...table.sums], 'q.')}
    ), kept as (
      insert into ${table.name} (${list(keys)}, ${list(table.sums)}, compacted)
      select ${list(keys)}, ${table.sums.map((column) => `sum(${column})`).join(', ')}, true
      from gone group by ${list(keys)}
      having ${table.sums.map((column) => `sum(${column}) <> 0`).join(' or ')}
    )
    select count(distinct (${list(table.folded)}))::integer as folded from gone
  `);
}

/**
 * Folds the deltas the payment triggers wrote into one row per quarter (or payer) and group,
 * dropping groups that sum to nothing. Each statement deletes what it reads and writes back its
 * sum, so a delta written meanwhile, or taken by a fold running at the same time, is counted
 * exactly once. Returns how many quarters and payers it folded.
 */
export function createInsightQuartersFold(db: Database) {
  return async function foldInsightQuarters(): Promise<number> {
    let folded = 0;
    for (const table of TABLES) {
      const result = await db.execute(foldStatement(table));
      folded += (result as unknown as { rows: { folded: number }[] }).rows[0]?.folded ?? 0;
    }
    return folded;
  };
}
