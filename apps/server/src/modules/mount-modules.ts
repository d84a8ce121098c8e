import type { FastifyInstance } from 'fastify';
import type { AppModule, ModuleContext } from './app-module.ts';
import { registerReactions } from './reactions.ts';

/**
 * Registers the modules' listeners and jobs, mounts their routes under /api and their pages at
 * the root, starts the job queue, the event sweep and the modules' background work, and stops
 * them in reverse on close: sockets first, then background work, events and jobs (which wait
 * for what runs), before the database closes.
 */
export async function mountModules(
  app: FastifyInstance,
  ctx: ModuleContext,
  modules: readonly AppModule[],
): Promise<void> {
  registerReactions(ctx, modules);
  await app.register(
    async (api) => {
      for (const module of modules) {
        if (module.routes) await api.register(module.routes);
      }
    },
    { prefix: '/api' },
  );
  for (const module of modules) {
    if (module.pages) await app.register(module.pages);
  }
  await ctx.jobs.start();
  ctx.events.start();
  for (const module of modules) await module.start?.();

  // Sockets go before the HTTP server stops waiting for open connections.
  app.addHook('preClose', () => ctx.realtime.close());
  app.addHook('preClose', async () => {
    for (const module of [...modules].reverse()) await module.stop?.();
    await ctx.events.stop();
    await ctx.jobs.stop();
    for (const module of modules) await module.close?.();
  });
}
