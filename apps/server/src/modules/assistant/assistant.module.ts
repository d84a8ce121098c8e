import { defineModule, type ModuleContext } from '../app-module.ts';
import { createAssistantChat, type AssistantChatDependencies } from './assistant-chat.ts';
import { createAssistantHistory } from './assistant-history.ts';
import {
  createAssistantProposals,
  type AssistantProposalsDependencies,
} from './assistant-proposals.ts';
import { createAssistantRepository } from './assistant.repository.ts';
import { assistantRoutes } from './assistant.routes.ts';

export type AssistantDependencies = Omit<AssistantChatDependencies, 'repo' | 'now'> &
  Omit<AssistantProposalsDependencies, 'repo' | 'now'> & { now?: () => Date };

/**
 * The dashboard's assistant (decision note 050): the model answers with tools over the
 * merchant's own data, given as other modules' services; proposals are created on confirmation.
 */
export function createAssistantModule(ctx: ModuleContext, deps: AssistantDependencies) {
  const repo = createAssistantRepository(ctx.db);
  const now = deps.now ?? (() => new Date());
  const chat = createAssistantChat({ ...deps, repo, now });
  const history = createAssistantHistory(repo);
  const proposals = createAssistantProposals({ ...deps, repo, now });
  return defineModule({
    name: 'assistant',
    routes: async (api) => {
      await api.register(assistantRoutes, { chat, history, proposals });
    },
  });
}
