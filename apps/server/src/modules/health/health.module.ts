import { defineModule, type ModuleContext } from '../app-module.ts';
import { healthRoutes } from './health.routes.ts';

/** `GET /api/health` (the process answers) and `GET /api/ready` (its database does too). */
export function createHealthModule(ctx: ModuleContext) {
  return defineModule({
    name: 'health',
    routes: async (api) => {
      await api.register(healthRoutes, { db: ctx.db });
    },
  });
}
