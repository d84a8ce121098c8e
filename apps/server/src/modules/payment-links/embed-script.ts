import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const SCRIPT_URL = new URL('./embed/button.js', import.meta.url);

/** The button's script as served: the file, and its gzip copy for browsers that take it. */
export function loadEmbedScript(): { source: Buffer; gzipped: Buffer } {
  const source = readFileSync(SCRIPT_URL);
  return { source, gzipped: gzipSync(source, { level: 9 }) };
}
