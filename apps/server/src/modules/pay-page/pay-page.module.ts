import { defineModule, type ModuleContext } from '../app-module.ts';
import {
  builtRenderer,
  lazyRenderer,
  readPayPageAssets,
  type PayPageRendererSource,
} from './pay-page-renderer.ts';
import type { PayerView } from '#server/modules/payments/payments.module.ts';
import { payApiRoutes } from './pay-api.routes.ts';
import { payPageRoutes } from './pay-page.routes.ts';
import { createPayPageService } from './pay-page.service.ts';

// What other modules may use (decision note 065): the narrow services and their types.
export type { PayPageRendererSource } from './pay-page-renderer.ts';

export interface PayPageModuleDeps {
  /** Any request as its payer sees it, and the payer's coin (payments module). */
  payers: PayerView;
  /** Where the renderer comes from; by default the build in `config.webDistDir`. */
  renderer?: PayPageRendererSource;
}

/**
 * The hosted pay page, rendered on the server with the web app's components and hydrated in
 * the browser as a small island (decision note 038), and the `/api/pay/*` calls the island
 * makes. Its page is mounted at the site root.
 */
export function createPayPageModule(ctx: ModuleContext, deps: PayPageModuleDeps) {
  const { webDistDir } = ctx.config;
  const source = deps.renderer ?? builtRenderer(webDistDir);
  if (!source) ctx.log.warn({ webDistDir }, 'pay page renderer not built: run `npm run build`');
  const pages = createPayPageService({
    getPublic: deps.payers.getPublic,
    renderer: lazyRenderer(source),
    assets: readPayPageAssets(webDistDir, ctx.log),
    log: ctx.log,
  });
  return defineModule({
    name: 'pay-page',
    routes: async (api) => {
      await api.register(payApiRoutes, { payers: deps.payers });
    },
    pages: async (app) => {
      await app.register(payPageRoutes, { pages });
    },
  });
}
