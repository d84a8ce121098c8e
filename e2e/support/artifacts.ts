import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** e2e/artifacts/<folder>: kept after the run for people to look at, never committed. */
export function artifactPath(folder: string, file: string): string {
  const dir = join(fileURLToPath(new URL('../artifacts', import.meta.url)), folder);
  mkdirSync(dir, { recursive: true });
  return join(dir, file);
}
