import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppModule } from '#server/modules/app-module.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import {
  architecturePagePath,
  architectureSections,
  readSourceFacts,
  renderArchitecturePage,
} from './architecture-page.ts';

// docs/architecture.md's generated sections are what `npm run architecture` draws from the
// code now (decision note 068): a module, listener, job, table owner or decision note added
// without running it fails here.
describe('docs/architecture.md', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const facts = () => ({ modules: Object.values(ctx.modules), ...readSourceFacts() });

  it('is up to date with the code (run `npm run architecture`)', async () => {
    const page = fs.readFileSync(architecturePagePath, 'utf8');
    expect(await renderArchitecturePage(page, architectureSections(facts()))).toBe(page);
  });

  it('lists every module, every declared listener and queue, and every decision note', () => {
    const sections = architectureSections(facts());
    const modules: readonly AppModule[] = Object.values(ctx.modules);
    for (const module of modules) {
      expect(sections.modules).toContain(`[${module.name}](`);
      for (const declared of module.listeners ?? []) {
        expect(sections.events).toContain(`\`${declared.name}\``);
      }
      for (const declared of module.jobs ?? []) {
        expect(sections.jobs).toContain(`\`${declared.queue.name}\``);
      }
    }
    for (const note of fs.readdirSync(new URL('../../../../docs/decisions', import.meta.url))) {
      expect(sections.decisions).toContain(`(decisions/${note})`);
    }
  });

  it('tells an import of types only from one of values', () => {
    const { imports } = readSourceFacts();
    // The chain module calls the payments module's matching; the stats module takes only the
    // types of the revenue service the app hands it.
    expect(imports.get('chain')).toContainEqual({ module: 'payments', typeOnly: false });
    expect(imports.get('stats')).toContainEqual({ module: 'transactions', typeOnly: true });
  });

  it('refuses a page that lost a section’s markers', async () => {
    await expect(renderArchitecturePage('# Architecture\n', { modules: 'x' })).rejects.toThrow(
      /architecture:modules/,
    );
  });
});
