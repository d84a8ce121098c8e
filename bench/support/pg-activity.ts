// What PostgreSQL was doing during a bench's minute, sampled from pg_stat_activity: the client
// backends at work and what they waited on, and any autovacuum worker with its table, so a
// second of late deliveries can be set beside the database's own work in that second.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

interface Sample {
  at: number;
  rows: { backend: string; wait: string; query: string }[];
}

export interface SecondOfActivity {
  /** Mean number of client backends running a statement. */
  active: number;
  /** What they waited on, most frequent first ("cpu" when on no wait event). */
  waits: string[];
  /** The autovacuum workers' statements seen in the second. */
  autovacuum: string[];
}

const now = () => performance.timeOrigin + performance.now();

/** Starts sampling every `everyMs`; `stop` returns the samples grouped by second from `since`. */
export function samplePgActivity(db: Database, everyMs = 50) {
  const samples: Sample[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const at = now();
      const result = await db.execute(sql`
        select backend_type as backend,
          coalesce(wait_event_type || ':' || wait_event, 'cpu') as wait, left(query, 80) as query
        from pg_stat_activity
        where pid <> pg_backend_pid()
          and (backend_type = 'autovacuum worker'
            or (backend_type = 'client backend' and state = 'active'))`);
      samples.push({ at, rows: (result as unknown as { rows: Sample['rows'] }).rows });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop(since: number): Promise<Map<number, SecondOfActivity>> {
      stopped = true;
      await loop;
      const bySecond = new Map<number, Sample[]>();
      for (const sample of samples) {
        const second = Math.floor((sample.at - since) / 1000);
        const inSecond = bySecond.get(second);
        if (inSecond) inSecond.push(sample);
        else bySecond.set(second, [sample]);
      }
      return new Map(
        [...bySecond].map(([second, inSecond]) => {
          const clients = inSecond.flatMap((s) =>
            s.rows.filter((r) => r.backend !== 'autovacuum worker'),
          );
          const waits = new Map<string, number>();
          for (const row of clients) waits.set(row.wait, (waits.get(row.wait) ?? 0) + 1);
          const autovacuum = new Set(
            inSecond.flatMap((s) =>
              s.rows.filter((r) => r.backend === 'autovacuum worker').map((r) => r.query),
            ),
          );
          return [
            second,
            {
              active: Number((clients.length / inSecond.length).toFixed(1)),
              waits: [...waits].sort((a, b) => b[1] - a[1]).map(([wait, n]) => `${wait} ${n}`),
              autovacuum: [...autovacuum],
            },
          ];
        }),
      );
    },
  };
}
