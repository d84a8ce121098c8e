import { defineModule, type ModuleContext } from '../app-module.ts';
import { createPlansRepository } from './plans.repository.ts';
import { plansRoutes } from './plans.routes.ts';
import { createPlansService } from './plans.service.ts';

// What other modules may use (decision note 065): the narrow services and their types.
export type { PlansService } from './plans.service.ts';

/** Free, Plus and Premium with their fees; the missing ones are created at start. */
export async function createPlansModule(ctx: ModuleContext) {
  const repo = createPlansRepository(ctx.db);
  await repo.seed();
  const plans = createPlansService(repo);
  return defineModule({
    name: 'plans',
    plans,
    routes: async (api) => {
      await api.register(plansRoutes, { plans });
    },
  });
}
