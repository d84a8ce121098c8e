import { defineModule } from '../app-module.ts';
import { statsRoutes } from './stats.routes.ts';
import { createStatsService, type StatsDependencies } from './stats.service.ts';

/** The dashboard home's figures, read through the modules that own the data. */
export function createStatsModule(deps: StatsDependencies) {
  const stats = createStatsService(deps);
  return defineModule({
    name: 'stats',
    routes: async (api) => {
      await api.register(statsRoutes, { stats });
    },
  });
}
