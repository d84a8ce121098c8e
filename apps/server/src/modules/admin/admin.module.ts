import { defineModule } from '../app-module.ts';
import { adminRoutes } from './admin.routes.ts';

/** The admin area's API, every route behind requireAdmin. */
export function createAdminModule() {
  return defineModule({
    name: 'admin',
    routes: async (api) => {
      await api.register(adminRoutes);
    },
  });
}
