import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { LlmConfig } from '#server/config.ts';
/** A chat message as the OpenAI chat completions API carries it. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null | { type: string; text?: string }[];
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

/** What a client sent to `/v1/chat/completions`. */
export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  tools?: {
    type: 'function';
    function: { name: string; description?: string; parameters: unknown };
  }[];
  stream?: boolean;
  authorization: string | undefined;
}

/**
 * One scripted answer: words (streamed in pieces when the client streams), tool calls (with
 * arguments as the model would write them, valid or not), an HTTP error, or no answer at all.
 */
export type ScriptedReply =
  | { text: string; tokens?: number }
  | { toolCalls: { name: string; arguments: string | Record<string, unknown> }[]; tokens?: number }
  | { status: number; body?: unknown }
  | { hang: true };

export interface OpenAiCompatibleServer {
  /** For LLM_BASE_URL: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  /** Every chat request, in order. */
  requests: ChatRequest[];
  /** Answers the next requests in this order, before `answer`'s function. */
  queue(...replies: ScriptedReply[]): void;
  /** Answers every request the queue does not; by default `{ text: 'OK' }`. */
  answer(script: (request: ChatRequest) => ScriptedReply): void;
  /** Forgets the requests, the queue and the script. */
  reset(): void;
  close(): Promise<void>;
}

/** The text of the last message with this role (tool results included). */
export function lastMessage(request: ChatRequest, role: ChatMessage['role']): string {
  const message = request.messages.findLast((m) => m.role === role);
  if (!message) return '';
  if (typeof message.content === 'string') return message.content;
  return (message.content ?? []).map((part) => part.text ?? '').join('');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const estimate = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function toolCallsOf(reply: Extract<ScriptedReply, { toolCalls: unknown }>) {
  return reply.toolCalls.map((call, index) => ({
    index,
    id: `call_${index}_${Math.random().toString(36).slice(2, 8)}`,
    type: 'function' as const,
    function: {
      name: call.name,
      arguments:
        typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
    },
  }));
}

function answerWhole(
  res: ServerResponse,
  model: string,
  reply: Extract<ScriptedReply, { text: string } | { toolCalls: unknown }>,
  promptTokens: number,
) {
  const calls = 'toolCalls' in reply ? toolCallsOf(reply) : undefined;
  const text = 'text' in reply ? reply.text : null;
  const completion = reply.tokens ?? estimate(text ?? JSON.stringify(calls));
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-local',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: text,
            ...(calls ? { tool_calls: calls.map(({ index: _, ...call }) => call) } : {}),
          },
          finish_reason: calls ? 'tool_calls' : 'stop',
        },
      ],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completion,
        total_tokens: promptTokens + completion,
      },
    }),
  );
}

function answerStreamed(
  res: ServerResponse,
  model: string,
  reply: Extract<ScriptedReply, { text: string } | { toolCalls: unknown }>,
  promptTokens: number,
) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    res.write(
      `data: ${JSON.stringify({
        id: 'chatcmpl-local',
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model,
        choices,
        ...extra,
      })}\n\n`,
    );
  let completion: number;
  if ('text' in reply) {
    chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
    for (const piece of reply.text.match(/\S+\s*|\s+/g) ?? []) {
      chunk([{ index: 0, delta: { content: piece }, finish_reason: null }]);
    }
    chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]);
    completion = reply.tokens ?? estimate(reply.text);
  } else {
    const calls = toolCallsOf(reply);
    chunk([{ index: 0, delta: { role: 'assistant', content: null }, finish_reason: null }]);
    for (const call of calls) {
      const half = Math.ceil(call.function.arguments.length / 2);
      chunk([
        {
          index: 0,
          delta: {
            tool_calls: [
              {
                ...call,
                function: {
                  name: call.function.name,
                  arguments: call.function.arguments.slice(0, half),
                },
              },
            ],
          },
          finish_reason: null,
        },
      ]);
      chunk([
        {
          index: 0,
          delta: {
            tool_calls: [
              { index: call.index, function: { arguments: call.function.arguments.slice(half) } },
            ],
          },
          finish_reason: null,
        },
      ]);
    }
    chunk([{ index: 0, delta: {}, finish_reason: 'tool_calls' }]);
    completion = reply.tokens ?? estimate(JSON.stringify(calls));
  }
  chunk([], {
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completion,
      total_tokens: promptTokens + completion,
    },
  });
  res.end('data: [DONE]\n\n');
}

/**
 * A local server that speaks OpenAI's chat completions protocol (JSON and SSE streaming, tool
 * calls, usage) with scripted answers: what the AI features are tested against, instead of a
 * model.
 */
export async function startOpenAiCompatibleServer(): Promise<OpenAiCompatibleServer> {
  const requests: ChatRequest[] = [];
  const queued: ScriptedReply[] = [];
  let script: (request: ChatRequest) => ScriptedReply = () => ({ text: 'OK' });
  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(await readBody(req)) as Omit<ChatRequest, 'authorization'>;
      const request: ChatRequest = { ...body, authorization: req.headers.authorization };
      requests.push(request);
      const reply = queued.shift() ?? script(request);
      if ('hang' in reply) {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if ('status' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body ?? { error: { message: 'scripted failure' } }));
        return;
      }
      const promptTokens = estimate(JSON.stringify(body.messages));
      if (body.stream) answerStreamed(res, body.model, reply, promptTokens);
      else answerWhole(res, body.model, reply, promptTokens);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    queue: (...replies) => queued.push(...replies),
    answer: (next) => {
      script = next;
    },
    reset: () => {
      requests.length = 0;
      queued.length = 0;
      script = () => ({ text: 'OK' });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The app's LLM settings pointing at the local server (short timeout, generous budget). */
export function llmConfigFor(
  server: OpenAiCompatibleServer,
  overrides: Partial<LlmConfig> = {},
): LlmConfig {
  return {
    baseUrl: server.baseUrl,
    apiKey: 'local-test-key',
    model: 'local-model',
    timeoutMs: 5_000,
    dailyTokens: 1_000_000,
    ...overrides,
  };
}
