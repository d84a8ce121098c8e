import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_FAILURE_MESSAGE } from '@incasso/shared/ai';
import type { InvoiceFromPrompt } from '@incasso/shared/invoice-prompt';
import { InvoiceInputSchema } from '@incasso/shared/invoices';
import { buildTestApp } from '#test/build-test-app.ts';
import { defined } from '#test/defined.ts';
import { createInvoice, invoiceCall } from '#test/factories/invoices.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import {
  lastMessage,
  llmConfigFor,
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer,
} from '#test/openai-compatible-server.ts';

const PROMPT = 'invoice Rossi srl 3 hours of consulting at 80 euro plus VAT, due in 30 days';

const readRossi = {
  toolCalls: [
    {
      name: 'draftInvoice',
      arguments: {
        customerName: 'Rossi srl',
        currency: 'EUR',
        dueInDays: 30,
        lines: [{ description: 'Consulenza', quantity: 3, unitPrice: '80', vatRate: 22 }],
      },
    },
  ],
};

describe('POST /api/invoices/from-prompt', () => {
  let model: OpenAiCompatibleServer;
  let ctx: TestApp;
  beforeAll(async () => {
    model = await startOpenAiCompatibleServer();
    ctx = await buildTestApp({ config: { llm: llmConfigFor(model, { timeoutMs: 3_000 }) } });
  });
  afterAll(async () => {
    await ctx.close();
    await model.close();
  });
  beforeEach(() => model.reset());

  const ask = (merchant: TestMerchant, body: object) =>
    invoiceCall(ctx, merchant.cookie, 'POST', '/api/invoices/from-prompt', {
      issueDate: '2027-03-01',
      locale: 'it',
      ...body,
    });

  it('reads a sentence into a draft with exact amounts and a counted due date, saving nothing', async () => {
    const merchant = await buildMerchant(ctx, { planId: 'plus' });
    model.queue(readRossi);
    const response = await ask(merchant, { prompt: PROMPT });
    expect(response.statusCode).toBe(200);
    const body = response.json<InvoiceFromPrompt>();
    expect(body.draft).toMatchObject({
      customer: { name: 'Rossi srl' },
      currency: 'EUR',
      issueDate: '2027-03-01',
      dueDate: '2027-03-31',
      lines: [{ quantityHundredths: 300, unitPriceCents: 8_000, vatRate: 22, natura: null }],
    });
    expect(body.knownCustomer).toBe(false);
    expect(body.missing).toEqual(
      expect.arrayContaining(['customer.email', 'customer.address', 'customer.city']),
    );
    expect(body.unverified).toEqual([]);

    const request = defined(model.requests[0]);
    expect(lastMessage(request, 'user')).toBe(PROMPT);
    expect(request.tools?.map((t) => t.function.name)).toEqual(['draftInvoice']);
    const list = await invoiceCall(ctx, merchant.cookie, 'GET', '/api/invoices');
    expect(list.json().items).toEqual([]);
  });

  it("completes a past customer's details, so the draft passes the invoice schema once a wallet is picked", async () => {
    const merchant = await buildMerchant(ctx, { planId: 'plus' });
    await createInvoice(ctx, merchant);
    model.queue(readRossi);
    const body = (await ask(merchant, { prompt: PROMPT })).json<InvoiceFromPrompt>();
    expect(body.knownCustomer).toBe(true);
    expect(body.draft.customer).toMatchObject({ name: 'Rossi S.r.l.', city: 'Torino' });
    expect(body.missing).toEqual([]);
    expect(
      InvoiceInputSchema.safeParse({ ...body.draft, walletId: merchant.wallet.id }).success,
    ).toBe(true);
    expect(model.requests[0]?.messages[0]?.content).toContain('Rossi S.r.l.');
  });

  it('flags a price or quantity the merchant never wrote', async () => {
    const merchant = await buildMerchant(ctx, { planId: 'plus' });
    model.queue({
      toolCalls: [
        {
          name: 'draftInvoice',
          arguments: {
            customerName: 'Rossi srl',
            lines: [{ description: 'Consulenza', quantity: '3', unitPrice: 97.6, vatRate: 22 }],
          },
        },
      ],
    });
    const body = (await ask(merchant, { prompt: PROMPT })).json<InvoiceFromPrompt>();
    expect(body.draft.lines[0]?.unitPriceCents).toBe(9_760);
    expect(body.unverified).toEqual([{ line: 0, field: 'unitPrice' }]);
  });

  it('reports a 0 % line without its exemption code as missing, not as an error', async () => {
    const merchant = await buildMerchant(ctx, { planId: 'plus' });
    model.queue({
      toolCalls: [
        {
          name: 'draftInvoice',
          arguments: {
            customerName: 'Bianchi',
            lines: [{ description: 'Corso', quantity: 1, unitPrice: 100, vatRate: 0 }],
          },
        },
      ],
    });
    const response = await ask(merchant, { prompt: 'Bianchi, corso 1 x 100 senza IVA' });
    expect(response.statusCode).toBe(200);
    expect(response.json<InvoiceFromPrompt>().missing).toContain('lines.0.natura');
  });

  it('answers 422 when the model does not read an invoice or writes arguments the schema refuses', async () => {
    const merchant = await buildMerchant(ctx, { planId: 'plus' });
    model.queue({ text: 'I would rather chat.' });
    expect((await ask(merchant, { prompt: PROMPT })).json()).toMatchObject({
      error: 'invoicePromptUnreadable',
    });
    model.queue({
      toolCalls: [
        {
          name: 'draftInvoice',
          arguments: {
            customerName: 'Rossi',
            lines: [{ quantity: 3, unitPrice: '80', vatRate: 23 }],
          },
        },
      ],
    });
    const refused = await ask(merchant, { prompt: PROMPT });
    expect(refused.statusCode).toBe(422);
    model.queue({
      toolCalls: [
        {
          name: 'draftInvoice',
          arguments: {
            customerName: 'Rossi',
            lines: [{ description: 'x', quantity: '3', unitPrice: '80 euro', vatRate: 22 }],
          },
        },
      ],
    });
    expect((await ask(merchant, { prompt: PROMPT })).statusCode).toBe(422);
  });

  it("gives SPEC's message when the model is down", async () => {
    const merchant = await buildMerchant(ctx, { planId: 'plus' });
    model.answer(() => ({ status: 500 }));
    const response = await ask(merchant, { prompt: PROMPT });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'aiUnavailable', message: AI_FAILURE_MESSAGE });
  });

  it('refuses Free plans, empty or hostile text and impossible dates before asking the model', async () => {
    const free = await buildMerchant(ctx);
    expect((await ask(free, { prompt: PROMPT })).json()).toMatchObject({ error: 'planRequired' });
    const merchant = await buildMerchant(ctx, { planId: 'plus' });
    for (const body of [
      { prompt: '' },
      { prompt: 'x'.repeat(2_001) },
      { prompt: 'Rossi\u0000' },
      { prompt: PROMPT, issueDate: '0000-01-01' },
      { prompt: PROMPT, locale: 'fr' },
      { prompt: PROMPT, walletId: merchant.wallet.id },
    ]) {
      const response = await ask(merchant, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect(model.requests).toEqual([]);
  });
});

describe('POST /api/invoices/from-prompt without a model', () => {
  it('says the feature needs one', async () => {
    const ctx = await buildTestApp();
    try {
      const merchant = await buildMerchant(ctx, { planId: 'plus' });
      const response = await invoiceCall(
        ctx,
        merchant.cookie,
        'POST',
        '/api/invoices/from-prompt',
        {
          prompt: PROMPT,
          issueDate: '2027-03-01',
          locale: 'en',
        },
      );
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: 'aiNotConfigured' });
    } finally {
      await ctx.close();
    }
  });
});
