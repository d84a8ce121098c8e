import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_FAILURE_MESSAGE } from '@incasso/shared/ai';
import { groundingOf, ungroundedNumbers } from '#server/modules/ai/grounded-text.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { defined } from '#test/defined.ts';
import {
  buildMerchant,
  randomAddress,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';
import { buildPaidPayment } from '#test/factories/transactions.ts';
import { sessionHeaders } from '#test/factories/users.ts';
import {
  lastMessage,
  llmConfigFor,
  startOpenAiCompatibleServer,
  type ChatRequest,
  type OpenAiCompatibleServer,
} from '#test/openai-compatible-server.ts';

interface RevenueFact {
  currency: string;
  revenueCents: number;
  payments: number;
  averagePaymentCents: number;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/** A model that writes from the figures it was sent, as a well-behaved one would. */
function summaryFromFigures(request: ChatRequest): { text: string } {
  const figures = request.messages.find((message) => message.role === 'user')?.content;
  const facts = JSON.parse(String(figures)) as {
    periodDays: number;
    revenue: RevenueFact[];
    requests: { created: number; stillOpen: number };
  };
  const eur = defined(facts.revenue[0]);
  return {
    text:
      `Negli ultimi ${facts.periodDays} giorni hai incassato ${euros(eur.revenueCents).replace('.', ',')} € ` +
      `con ${eur.payments} pagamenti, in media ${euros(eur.averagePaymentCents)} €. ` +
      `Delle ${facts.requests.created} richieste, ${facts.requests.stillOpen} è ancora aperta.`,
  };
}

describe('POST /api/insights/narrative', () => {
  let model: OpenAiCompatibleServer;
  let ctx: TestApp;
  let merchant: TestMerchant;
  beforeAll(async () => {
    model = await startOpenAiCompatibleServer();
    ctx = await buildTestApp({ config: { llm: llmConfigFor(model, { timeoutMs: 3_000 }) } });
    merchant = await buildMerchant(ctx, { planId: 'plus' });
    const payer = randomAddress();
    for (let i = 0; i < 3; i += 1) {
      await buildPaidPayment(
        ctx,
        merchant,
        { fiatAmount: '12.50', fiatCurrency: 'EUR' },
        { payer },
      );
    }
    await ctx.modules.payments.transact((tx) =>
      ctx.modules.payments.matching.applyConfirmations(tx, 'ethereum', 200),
    );
  });
  afterAll(async () => {
    await ctx.close();
    await model.close();
  });
  beforeEach(() => model.reset());

  const narrate = (who: TestMerchant, body: object = { days: 7, language: 'it' }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/insights/narrative',
      headers: sessionHeaders(who.cookie),
      payload: body,
    });

  it("puts the merchant's own figures in words, every number being one of them", async () => {
    model.answer(summaryFromFigures);
    const response = await narrate(merchant);
    expect(response.statusCode, response.body).toBe(200);
    const { text, error } = response.json<{ text: string; error: null }>();
    expect(error).toBeNull();
    expect(text).toContain('37,50 €');
    expect(text).toContain('3 pagamenti');

    const sent = defined(model.requests[0]);
    expect(lastMessage(sent, 'system')).toContain('in Italian');
    const figures: unknown = JSON.parse(lastMessage(sent, 'user'));
    expect(ungroundedNumbers(text, groundingOf(figures))).toEqual([]);
  });

  it('asks once more when the text invents a number, then shows the grounded one', async () => {
    model.queue({ text: 'Hai incassato 37,50 € e il mese prossimo incasserai 1.000 €.' });
    model.answer(summaryFromFigures);
    const response = await narrate(merchant);
    expect(response.statusCode).toBe(200);
    expect(response.json().text).toContain('37,50 €');
    expect(response.json().text).not.toContain('1.000');
    expect(model.requests).toHaveLength(2);
    expect(lastMessage(defined(model.requests[1]), 'user')).toContain('1.000');
  });

  it('refuses a text that still invents numbers after the second try', async () => {
    model.answer(() => ({ text: 'Revenue grew 12.4% to €41.' }));
    const response = await narrate(merchant, { days: 7, language: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ text: null, error: 'aiUngrounded' });
  });

  it("gives SPEC's message when the model is down", async () => {
    model.answer(() => ({ status: 500 }));
    const response = await narrate(merchant);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      text: null,
      error: 'aiUnavailable',
      message: AI_FAILURE_MESSAGE,
    });
  });

  it('needs the insights feature and a valid period and language', async () => {
    const free = await buildMerchant(ctx);
    expect((await narrate(free)).json()).toMatchObject({ error: 'planRequired' });
    for (const body of [
      { days: 8, language: 'it' },
      { days: 7, language: 'fr' },
      { days: 7 },
      { days: 7, language: 'it', userId: free.user.id },
    ]) {
      expect((await narrate(merchant, body)).statusCode).toBe(400);
    }
    expect(model.requests).toEqual([]);
  });
});
