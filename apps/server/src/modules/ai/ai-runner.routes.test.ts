import { tool } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AI_FAILURE_MESSAGE } from '@incasso/shared/ai';
import { buildTestApp } from '#test/build-test-app.ts';
import { defined } from '#test/defined.ts';
import { buildUser, signIn } from '#test/factories/users.ts';
import {
  lastMessage,
  llmConfigFor,
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer,
} from '#test/openai-compatible-server.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

describe('the AI runner against an OpenAI-compatible server', () => {
  let model: OpenAiCompatibleServer;
  let ctx: TestApp;
  beforeAll(async () => {
    model = await startOpenAiCompatibleServer();
    ctx = await buildTestApp({
      config: { llm: llmConfigFor(model, { timeoutMs: 4_000, dailyTokens: 2_000 }) },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await model.close();
  });
  beforeEach(() => model.reset());

  const runner = () => ctx.modules.ai.runner;

  it('sends the configured model, key and prompt, and returns the answer', async () => {
    const user = await buildUser(ctx.db);
    model.queue({ text: 'Ciao.' });
    const result = await runner().generate(user.id, { system: 'Be brief.', prompt: 'Hello' });
    expect(result.text).toBe('Ciao.');
    expect(model.requests[0]).toMatchObject({
      model: 'local-model',
      authorization: 'Bearer local-test-key',
    });
    expect(lastMessage(defined(model.requests[0]), 'user')).toBe('Hello');
  });

  it('runs tool calls in a loop until the model answers in words', async () => {
    const user = await buildUser(ctx.db);
    const asked: number[] = [];
    model.queue(
      { toolCalls: [{ name: 'double', arguments: { value: 21 } }] },
      { text: 'It is 42.' },
    );
    const result = await runner().generate(user.id, {
      prompt: 'Double 21',
      tools: {
        double: tool({
          description: 'Doubles a number',
          inputSchema: z.object({ value: z.number().int() }),
          execute: ({ value }) => {
            asked.push(value);
            return { doubled: value * 2 };
          },
        }),
      },
      stopWhen: ({ steps }) => steps.length >= 3,
    });
    expect(asked).toEqual([21]);
    expect(result.text).toBe('It is 42.');
    expect(lastMessage(defined(model.requests[1]), 'tool')).toContain('42');
  });

  it('rejects malformed tool arguments by schema: the tool never runs', async () => {
    const user = await buildUser(ctx.db);
    let ran = false;
    model.queue(
      { toolCalls: [{ name: 'double', arguments: '{"value":"twenty-one"' }] },
      { text: 'Sorry.' },
    );
    const result = await runner().generate(user.id, {
      prompt: 'Double it',
      tools: {
        double: tool({
          inputSchema: z.object({ value: z.number().int() }),
          execute: () => {
            ran = true;
            return {};
          },
        }),
      },
      stopWhen: ({ steps }) => steps.length >= 3,
    });
    expect(ran).toBe(false);
    expect(result.text).toBe('Sorry.');
  });

  it('retries a failed request, and gives SPEC message once retries are spent', async () => {
    const user = await buildUser(ctx.db);
    model.queue({ status: 500 }, { text: 'Second time lucky.' });
    expect((await runner().generate(user.id, { prompt: 'Hi' })).text).toBe('Second time lucky.');

    model.answer(() => ({ status: 503 }));
    await expect(runner().generate(user.id, { prompt: 'Hi' })).rejects.toMatchObject({
      statusCode: 503,
      error: 'aiUnavailable',
      message: AI_FAILURE_MESSAGE,
    });
  });

  it('gives up on a model that does not answer within the timeout', async () => {
    const user = await buildUser(ctx.db);
    // The model never answers: an error at all means the runner gave up on it.
    model.answer(() => ({ hang: true }));
    await expect(runner().generate(user.id, { prompt: 'Hi' })).rejects.toMatchObject({
      error: 'aiUnavailable',
    });
  });

  it('counts tokens per user per day and stops at the daily limit', async () => {
    const user = await buildUser(ctx.db);
    const other = await buildUser(ctx.db);
    model.answer(() => ({ text: 'Long answer.', tokens: 1_500 }));
    await runner().generate(user.id, { prompt: 'Hi' });
    await runner().generate(user.id, { prompt: 'Hi' });
    const calls = model.requests.length;
    await expect(runner().generate(user.id, { prompt: 'Hi' })).rejects.toMatchObject({
      statusCode: 429,
      error: 'aiDailyLimit',
    });
    expect(model.requests.length).toBe(calls);
    expect((await runner().status(user.id)).tokensLeftToday).toBe(0);
    await runner().generate(other.id, { prompt: 'Hi' });

    const cookie = await signIn(ctx.app, other);
    const status = await ctx.app.inject({ url: '/api/ai/status', headers: { cookie } });
    expect(status.json()).toEqual({ configured: true, tokensLeftToday: expect.any(Number) });
    expect(status.json().tokensLeftToday).toBeLessThan(2_000 - 1_500);
  });

  it('streams an answer piece by piece and records its tokens', async () => {
    const user = await buildUser(ctx.db);
    model.queue({ text: 'One two three.', tokens: 7 });
    const before = (await runner().status(user.id)).tokensLeftToday ?? 0;
    const result = await runner().stream(user.id, { prompt: 'Count' });
    const pieces: string[] = [];
    for await (const piece of result.textStream) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('One two three.');
    expect(model.requests[0]?.stream).toBe(true);
    await expect
      .poll(async () => (await runner().status(user.id)).tokensLeftToday)
      .toBeLessThan(before);
  });
});

describe('the AI runner without a model', () => {
  it('says a model is needed, on the runner and on /api/ai/status', async () => {
    const ctx = await buildTestApp();
    try {
      const user = await buildUser(ctx.db);
      await expect(ctx.modules.ai.runner.generate(user.id, { prompt: 'Hi' })).rejects.toMatchObject(
        {
          statusCode: 503,
          error: 'aiNotConfigured',
        },
      );
      const cookie = await signIn(ctx.app, user);
      const status = await ctx.app.inject({ url: '/api/ai/status', headers: { cookie } });
      expect(status.json()).toEqual({ configured: false, tokensLeftToday: null });
      expect((await ctx.app.inject({ url: '/api/ai/status' })).statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  });
});
