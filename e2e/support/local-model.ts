import {
  lastMessage,
  startOpenAiCompatibleServer,
  type ChatRequest,
  type ScriptedReply,
} from '../../apps/server/test/openai-compatible-server.ts';

/** What the invoice journey types, and how the local model reads it. */
export const INVOICE_PROMPT =
  'Fattura a Rossi srl 3 ore di consulenza a 80 euro più IVA, scadenza a 30 giorni';

interface Figures {
  periodDays: number;
  requests: { created: number; stillOpen: number };
}

function firstUserMessage(request: ChatRequest): string {
  const message = request.messages.find((m) => m.role === 'user');
  return typeof message?.content === 'string' ? message.content : '';
}

/**
 * The e2e server's model: the OpenAI-compatible test server with answers a well-behaved model
 * would give, chosen by what is asked (the tools offered, the task in the system message).
 * Summaries are written from the figures sent, so the grounding check passes on its merits.
 */
function answer(request: ChatRequest): ScriptedReply {
  const tools = request.tools?.map((t) => t.function.name) ?? [];
  if (tools.includes('draftInvoice')) {
    return {
      toolCalls: [
        {
          name: 'draftInvoice',
          arguments: {
            customerName: 'Rossi srl',
            dueInDays: 30,
            lines: [{ description: 'Consulenza', quantity: '3', unitPrice: '80', vatRate: 22 }],
          },
        },
      ],
    };
  }
  if (lastMessage(request, 'system').includes('payment figures')) {
    const figures = JSON.parse(firstUserMessage(request)) as Figures;
    return {
      text:
        `Negli ultimi ${figures.periodDays} giorni hai creato ${figures.requests.created} ` +
        `richieste di pagamento e ${figures.requests.stillOpen} sono ancora aperte.`,
    };
  }
  if (tools.includes('openRequests')) {
    const last = request.messages.at(-1);
    if (last?.role === 'tool') {
      const amount = /"amount":"([^"]+)"/.exec(lastMessage(request, 'tool'))?.[1] ?? '';
      return { text: `Hai una richiesta aperta da ${amount}.` };
    }
    return { toolCalls: [{ name: 'openRequests', arguments: { limit: 5 } }] };
  }
  return { text: 'OK' };
}

export async function startLocalModel() {
  const model = await startOpenAiCompatibleServer();
  model.answer(answer);
  return model;
}
