import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssistantHistorySchema,
  AssistantMessageInputSchema,
  AssistantProposalSchema,
  ProposalParamsSchema,
} from '@incasso/shared/assistant';
import { requireFeature, sessionUser } from '#server/plugins/auth.ts';
import { merchantOf } from '#server/plugins/permissions.ts';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { AssistantChat } from './assistant-chat.ts';
import type { AssistantHistoryService } from './assistant-history.ts';
import type { AssistantProposals } from './assistant-proposals.ts';
import { eventStream } from './event-stream.ts';

/**
 * `/api/assistant`: the conversation, a new question answered as `text/event-stream`, and the
 * merchant's decision on a proposal. Part of AI insights: behind the `insights` feature.
 */
// The assistant reads and proposes for the merchant the session acts for.
const actingUser = (request: FastifyRequest) => ({
  ...sessionUser(request),
  id: merchantOf(request),
});

export const assistantRoutes: FastifyPluginAsyncZod<{
  chat: AssistantChat;
  history: AssistantHistoryService;
  proposals: AssistantProposals;
}> = async (app, { chat, history, proposals }) => {
  const gate = requireFeature('insights');

  app.get(
    '/assistant/messages',
    {
      config: { permission: 'assistant.use' },
      onRequest: gate,
      schema: { response: { 200: AssistantHistorySchema } },
    },
    async (request) => history.list(merchantOf(request)),
  );

  app.post(
    '/assistant/messages',
    {
      config: { permission: 'assistant.use' },
      onRequest: gate,
      preHandler: rateLimit('assistantMessagesPerUser'),
      schema: { body: AssistantMessageInputSchema },
    },
    async (request, reply) => {
      const events = await chat.answer(actingUser(request), request.body.text);
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // A proxy that buffers would hold the answer back until it ends.
          .header('x-accel-buffering', 'no')
          .send(eventStream(events))
      );
    },
  );

  // Answers the emptied history, so the panel shows what the server now holds.
  app.delete(
    '/assistant/messages',
    {
      config: { permission: 'assistant.use' },
      onRequest: gate,
      schema: { response: { 200: AssistantHistorySchema } },
    },
    async (request) => {
      const userId = merchantOf(request);
      await history.clear(userId);
      return history.list(userId);
    },
  );

  app.post(
    '/assistant/proposals/:id/confirm',
    {
      config: { permission: 'assistant.use' },
      onRequest: gate,
      schema: { params: ProposalParamsSchema, response: { 200: AssistantProposalSchema } },
    },
    async (request) => proposals.confirm(actingUser(request), request.params.id),
  );

  app.post(
    '/assistant/proposals/:id/dismiss',
    {
      config: { permission: 'assistant.use' },
      onRequest: gate,
      schema: { params: ProposalParamsSchema, response: { 200: AssistantProposalSchema } },
    },
    async (request) => proposals.dismiss(actingUser(request), request.params.id),
  );
};
