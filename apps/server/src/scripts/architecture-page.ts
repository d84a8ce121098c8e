import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMAIN_EVENT_TYPES } from '@incasso/shared/domain-events';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import type { AppModule } from '#server/modules/app-module.ts';
import { describeReactions } from '#server/modules/reactions.ts';

// docs/architecture.md keeps its prose by hand; the parts between `<!-- architecture:<name> -->`
// and `<!-- /architecture:<name> -->` are drawn from the code (`npm run architecture`), and a
// test fails when they are out of date (decision note 068).

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverSrc = path.join(repoRoot, 'apps/server/src');
const modulesDir = path.join(serverSrc, 'modules');
export const architecturePagePath = path.join(repoRoot, 'docs/architecture.md');

/** Another module a module imports; `typeOnly` when it takes nothing from it but types. */
export interface ModuleImport {
  module: string;
  typeOnly: boolean;
}
const byModule = (a: ModuleImport, b: ModuleImport) => a.module.localeCompare(b.module);

/** What the page is drawn from: the built app's modules, and the source tree. */
export interface ArchitectureFacts {
  /** In the composition root's order, which is the order of routes, listeners and start. */
  modules: readonly Pick<AppModule, 'name' | 'listeners' | 'jobs'>[];
  /** Module folder → the other modules its source imports (through their module files). */
  imports: ReadonlyMap<string, readonly ModuleImport[]>;
  /** Owner (`modules/accounts`, `events`) → the table files it owns (db/table-owners.json). */
  tableOwners: ReadonlyMap<string, readonly string[]>;
  webFeatures: readonly string[];
  decisions: readonly { number: string; file: string; title: string }[];
}

const directories = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The module folder a specifier written in `file` points into, if any. */
function moduleOf(file: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith('#server/')) target = path.join(serverSrc, specifier.slice(8));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
  else return undefined;
  const relative = path.relative(modulesDir, target);
  if (relative.startsWith('..') || !relative.includes(path.sep)) return undefined;
  return relative.split(path.sep)[0];
}

/** A file's import and re-export specifiers, each with whether it brings in types only. */
function importsOf(file: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      return [{ specifier: statement.moduleSpecifier.text, typeOnly }];
    }
    if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const clause = statement.exportClause;
      const typeOnly =
        statement.isTypeOnly ||
        (!!clause &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((element) => element.isTypeOnly));
      return [{ specifier: statement.moduleSpecifier.text, typeOnly }];
    }
    return [];
  });
}

/** Reads the source tree: who imports whom, who owns which table, the web's features, notes. */
export function readSourceFacts(): Omit<ArchitectureFacts, 'modules'> {
  const imports = new Map<string, ModuleImport[]>();
  for (const module of directories(modulesDir)) {
    // Another module → whether every import of it is of types only.
    const used = new Map<string, boolean>();
    for (const file of sourceFiles(path.join(modulesDir, module))) {
      for (const { specifier, typeOnly } of importsOf(file)) {
        const other = moduleOf(file, specifier);
        if (other && other !== module) used.set(other, (used.get(other) ?? true) && typeOnly);
      }
    }
    imports.set(
      module,
      [...used].map(([other, typeOnly]) => ({ module: other, typeOnly })).sort(byModule),
    );
  }

  const { tables } = JSON.parse(
    fs.readFileSync(path.join(serverSrc, 'db/table-owners.json'), 'utf8'),
  ) as { tables: Record<string, { owner: string }> };
  const tableOwners = new Map<string, string[]>();
  for (const [file, { owner }] of Object.entries(tables)) {
    tableOwners.set(owner, [...(tableOwners.get(owner) ?? []), file.replace(/\.ts$/, '')]);
  }

  const decisionsDir = path.join(repoRoot, 'docs/decisions');
  const decisions = fs
    .readdirSync(decisionsDir)
    .filter((file) => /^\d{3}-.*\.md$/.test(file))
    .sort()
    .map((file) => {
      const heading = fs.readFileSync(path.join(decisionsDir, file), 'utf8').split('\n')[0] ?? '';
      const title = heading.replace(/^#\s*\d{3}\s*[—:-]?\s*/, '').trim();
      return { number: file.slice(0, 3), file, title };
    });

  return {
    imports,
    tableOwners,
    webFeatures: directories(path.join(repoRoot, 'apps/web/src/features')),
    decisions,
  };
}

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replaceAll('|', '\\|');
const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : '—');
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/** Each generated section's markdown, by marker name. */
export function architectureSections(facts: ArchitectureFacts): Record<string, string> {
  const { listeners, jobs } = describeReactions(facts.modules);
  const names = facts.modules.map((module) => module.name);
  const unknown = [...facts.imports.keys()].filter((folder) => !names.includes(folder));
  if (unknown.length > 0) {
    throw new Error(`Module folders the app does not mount: ${unknown.join(', ')}`);
  }

  const moduleRows = facts.modules.map((module, index) => [
    String(index + 1),
    `[${module.name}](../apps/server/src/modules/${module.name}/${module.name}.module.ts)`,
    list(
      (facts.imports.get(module.name) ?? []).map((used) =>
        used.typeOnly ? `${used.module} (types)` : used.module,
      ),
    ),
    list((facts.tableOwners.get(`modules/${module.name}`) ?? []).map(code)),
    list((module.listeners ?? []).map((declared) => code(declared.name))),
    list((module.jobs ?? []).map((declared) => code(declared.queue.name))),
  ]);
  const graph = [
    '```mermaid',
    'flowchart LR',
    ...facts.modules.flatMap((module) =>
      (facts.imports.get(module.name) ?? []).map(
        (used) => `  ${module.name} ${used.typeOnly ? '-.->' : '-->'} ${used.module}`,
      ),
    ),
    '```',
  ].join('\n');

  const infrastructureTables = [...facts.tableOwners]
    .filter(([owner]) => !owner.startsWith('modules/'))
    .map(([owner, tables]) => `${list(tables.map(code))} (${code(owner)})`);

  const eventRows = DOMAIN_EVENT_TYPES.map((type) => [
    code(type),
    list(
      (listeners.get(type) ?? []).map(({ name, atCommit }) =>
        atCommit ? `${code(name)} (at commit)` : code(name),
      ),
    ),
  ]);
  const jobRows = jobs.map((declared) => [
    code(declared.queue),
    declared.module,
    declared.every ? code(declared.every) : 'when sent',
  ]);

  return {
    modules: [
      table(
        [
          '#',
          'Module',
          'Imports (through their module files)',
          'Owns tables',
          'Listeners',
          'Queues',
        ],
        moduleRows,
      ),
      `Tables owned outside the modules: ${list(infrastructureTables)}.`,
      graph,
    ].join('\n\n'),
    events: table(['Event', 'Listeners, in the order they run'], eventRows),
    jobs: table(['Queue', 'Worked by', 'Schedule'], jobRows),
    'web-features': facts.webFeatures.map((feature) => code(feature)).join(', '),
    decisions: table(
      ['#', 'Decision'],
      facts.decisions.map((note) => [`[${note.number}](decisions/${note.file})`, cell(note.title)]),
    ),
  };
}

/** The page with every marked section replaced, formatted as Prettier formats the repository. */
export async function renderArchitecturePage(
  page: string,
  sections: Record<string, string>,
): Promise<string> {
  let out = page;
  for (const [name, body] of Object.entries(sections)) {
    const start = `<!-- architecture:${name} -->`;
    const end = `<!-- /architecture:${name} -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/architecture.md lacks ${start} … ${end}`);
    out = `${out.slice(0, from + start.length)}\n\n${body}\n\n${out.slice(to)}`;
  }
  const options = await resolveConfig(architecturePagePath);
  return format(out, { ...options, filepath: architecturePagePath });
}
