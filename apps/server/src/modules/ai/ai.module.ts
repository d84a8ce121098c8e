import { defineModule, type ModuleContext } from '../app-module.ts';
import { createAiRunner } from './ai-runner.ts';
import { aiRoutes } from './ai.routes.ts';
import { createAiUsageRepository } from './ai-usage.repository.ts';

// What other modules may use (decision note 065): the narrow services and their types.
export type { AiRunner } from './ai-runner.ts';
export { writeGroundedNarrative } from './grounded-narrative.ts';
export { groundingOfTexts, ungroundedNumbers } from './grounded-text.ts';

/** The model behind every AI feature (decision note 049), for the modules that write with it. */
export function createAiModule(ctx: ModuleContext, options: { now?: () => Date } = {}) {
  const runner = createAiRunner({
    llm: ctx.config.llm,
    usage: createAiUsageRepository(ctx.db),
    log: ctx.log,
    now: options.now,
  });
  return defineModule({
    name: 'ai',
    runner,
    routes: async (api) => {
      await api.register(aiRoutes, { runner });
    },
  });
}

export type AiModule = ReturnType<typeof createAiModule>;
