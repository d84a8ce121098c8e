import type { PGlite } from '@electric-sql/pglite';
import type { Db } from 'pg-boss';

/**
 * pg-boss's database adapter over the embedded PGlite: statements without parameters may hold
 * several commands and go through `exec` (pg-boss's schema installation does), the others
 * through `query`.
 */
export function pgliteBossDatabase(pglite: PGlite): Db {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await pglite.query(text, values);
      return { rows: result.rows };
    },
  };
}
