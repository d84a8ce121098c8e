// Brotli and gzip copies of the web build's text files (`<file>.br`, `<file>.gz`), written once
// at build time; the server sends the one a browser accepts (@fastify/static `preCompressed`),
// so a phone on a slow network downloads a fifth of the bytes without the server compressing
// on every request. Run by `npm run build -w @incasso/web` after the builds.
// Usage: node scripts/precompress-web.mjs [dist directory, default apps/web/dist]
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
// The server's own files (the pay page's server entry, the manifests) never go to a browser.
const SKIPPED = /^(ssr|\.vite)(\/|$)/;
const TEXT = /\.(js|mjs|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

/**
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (SKIPPED.test(relative(dist, path))) continue;
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && TEXT.test(entry.name)) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const path of files(dist)) {
  const body = await readFile(path);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) await writeFile(`${path}.br`, br);
  if (gz.length < body.length) await writeFile(`${path}.gz`, gz);
  count += 1;
  before += body.length;
  after += br.length;
}
console.info(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB as brotli`,
);
