import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';

// Decision note 061 lists every route of DESIGN section 7 with the path that serves it: the
// table must keep DESIGN's 81 rows, and every path it names must be one the app registers.
const note = readFileSync(
  new URL('../../../docs/decisions/061-design-routes.md', import.meta.url),
  'utf8',
);

interface Row {
  number: number;
  design: string;
  served: string[];
}

function tableRows(markdown: string): Row[] {
  return markdown.split('\n').flatMap((line) => {
    // Cells split on pipes that are not escaped (DESIGN's `days=7\|30`).
    const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
    const number = Number(cells[1]);
    if (!line.startsWith('|') || !Number.isInteger(number) || number < 1) return [];
    const spans = (cell = '') => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
    return [{ number, design: spans(cells[2])[0] ?? '', served: spans(cells[3]) }];
  });
}

describe('DESIGN section 7 routes (decision note 061)', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let registered: Set<string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    registered = new Set(ctx.app.routeCatalogue.map((route) => `${route.method} ${route.url}`));
  });
  afterAll(() => ctx.close());

  const rows = tableRows(note);

  it('has one row for each of DESIGN’s 81 routes, numbered in order, none twice', () => {
    expect(rows.map((row) => row.number)).toEqual(Array.from({ length: 81 }, (_, i) => i + 1));
    expect(new Set(rows.map((row) => row.design)).size).toBe(81);
    expect(rows.every((row) => /^(GET|POST|PUT|PATCH|DELETE) \//.test(row.design))).toBe(true);
  });

  it('names only paths the app serves, DESIGN’s own wherever they agree', () => {
    const missing = rows.flatMap((row) => row.served.filter((route) => !registered.has(route)));
    expect(missing).toEqual([]);
    for (const row of rows) {
      expect(row.served.length, row.design).toBeGreaterThan(0);
      const designPath = row.design.replace(/\?.*$/, '');
      if (registered.has(designPath)) expect(row.served, row.design).toEqual([designPath]);
    }
  });
});
