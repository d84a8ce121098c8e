import { defineModule, type ModuleContext } from '../app-module.ts';
import { healthRoutes, type ChainAttention } from './health.routes.ts';

/**
 * `GET /api/health` (the process answers) and `GET /api/ready` (its database does too, and
 * whether a chain needs an operator after a deep reorg).
 */
export function createHealthModule(ctx: ModuleContext, deps: { chainAttention: ChainAttention }) {
  return defineModule({
    name: 'health',
    routes: async (api) => {
      await api.register(healthRoutes, { db: ctx.db, chainAttention: deps.chainAttention });
    },
  });
}
