import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// What a build entry reaches, read from the sources (static imports, re-exports and lazy
// import()s), for tests that keep a chunk within its budget. Type-only imports are left out:
// the bundler erases them.
export const webSrc = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sharedSrc = resolve(webSrc, '../../../packages/shared/src');
const ALIASES: Record<string, string> = {
  '#app/': join(webSrc, 'app'),
  '#components/': join(webSrc, 'components'),
  '#features/': join(webSrc, 'features'),
  '#i18n/': join(webSrc, 'i18n'),
  '#lib/': join(webSrc, 'lib'),
  '@incasso/shared/': sharedSrc,
};
const IMPORT =
  /(?:^|[;\s])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function resolveImport(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = join(ALIASES[alias] ?? '', specifier.slice(alias.length));
  else if (specifier === '@incasso/shared') base = join(sharedSrc, 'index.ts');
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

export interface ModuleGraph {
  /** Our modules (web and shared), absolute paths. */
  modules: string[];
  /** Packages imported, each with a module importing it. */
  packages: Map<string, string>;
}

/**
 * `lazy: false` leaves out what is reached only through `import()`: what the entry's page loads
 * before any of its own chunks.
 */
export function moduleGraph(entry: string, { lazy = true } = {}): ModuleGraph {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [resolve(webSrc, entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[1]) continue; // import type / export type
      if (match[3] && !lazy) continue;
      const specifier = match[2] ?? match[3] ?? '';
      const next = resolveImport(file, specifier);
      if (next) queue.push(next);
      else if (!specifier.startsWith('.') && !specifier.startsWith('#')) {
        if (!packages.has(specifier)) packages.set(specifier, file);
      }
    }
  }
  return { modules: [...seen], packages };
}
