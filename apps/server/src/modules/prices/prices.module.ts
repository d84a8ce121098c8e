import { defineModule, type ModuleContext } from '../app-module.ts';
import { createPriceProviders } from './providers/create-price-providers.ts';
import { pricesRoutes } from './prices.routes.ts';
import { createPricesService, type PricesService } from './prices.service.ts';

// What other modules may use (decision note 065): the narrow services and their types.
export type { PricesService } from './prices.service.ts';

/**
 * Exchange rates, one instance per app so the price route and payment creation share its
 * cache; tests pass their own service (a local price server).
 */
export function createPricesModule(ctx: ModuleContext, override?: PricesService) {
  const prices =
    override ??
    createPricesService({
      providers: createPriceProviders(ctx.config.priceProviders),
      registry: ctx.registry,
      log: ctx.log,
    });
  return defineModule({
    name: 'prices',
    prices,
    routes: async (api) => {
      await api.register(pricesRoutes, { service: prices });
    },
  });
}
