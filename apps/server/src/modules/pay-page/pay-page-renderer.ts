import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PayPageAssets, RenderPayPage } from '@incasso/shared/pay-page';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Loads a module holding the web app's pay page renderer: by default the server entry that
 * `npm run build` writes to `<webDistDir>/ssr` (decision note 038). Tests load its source.
 */
export type PayPageRendererSource = () => Promise<unknown>;

const SERVER_ENTRY = path.join('ssr', 'pay-page.server.js');
const MANIFEST = path.join('.vite', 'pay-page-manifest.json');
const CLIENT_ENTRY = 'src/pay-page.tsx';

export const NO_ASSETS: PayPageAssets = { scripts: [], styles: [], preloads: [] };

export function builtRenderer(webDistDir: string): PayPageRendererSource | null {
  const file = path.join(webDistDir, SERVER_ENTRY);
  return fs.existsSync(file) ? () => import(pathToFileURL(file).href) : null;
}

function isRenderer(module: unknown): module is { renderPayPage: RenderPayPage } {
  return (
    typeof module === 'object' &&
    module !== null &&
    typeof (module as Record<string, unknown>)['renderPayPage'] === 'function'
  );
}

/** The renderer, loaded on first use and kept; null when there is none to load. */
export function lazyRenderer(source: PayPageRendererSource | null) {
  let loading: Promise<RenderPayPage> | null = null;
  return (): Promise<RenderPayPage> | null => {
    if (!source) return null;
    loading ??= source().then((module) => {
      if (!isRenderer(module)) throw new Error('The pay page module exports no renderPayPage');
      return module.renderPayPage;
    });
    return loading;
  };
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The island's built files from Vite's manifest: its entry, its style sheets, and the chunks
 * it imports (preloaded). Read once at start; without a build the page goes out unstyled and
 * without its island, which it is built to survive.
 */
export function readPayPageAssets(webDistDir: string, log: FastifyBaseLogger): PayPageAssets {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webDistDir, MANIFEST), 'utf8'));
  } catch {
    log.warn({ webDistDir }, 'pay page island not built: run `npm run build`');
    return NO_ASSETS;
  }
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${MANIFEST} has no ${CLIENT_ENTRY}`);
  const preloads = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(`/${chunk.file}`)) return;
    preloads.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  return {
    scripts: [`/${entry.file}`],
    styles: (entry.css ?? []).map((file) => `/${file}`),
    preloads: [...preloads],
  };
}
