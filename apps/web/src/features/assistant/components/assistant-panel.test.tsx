import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AssistantHistory,
  AssistantProposal,
  AssistantStreamEvent,
} from '@incasso/shared/assistant';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { AssistantLauncher } from './assistant-launcher';

const MESSAGE_ID = '11111111-1111-4111-8111-111111111111';
const PROPOSAL: AssistantProposal = {
  id: '22222222-2222-4222-8222-222222222222',
  status: 'pending',
  summary: {
    kind: 'paymentRequest',
    fiatAmount: '42.50',
    fiatCurrency: 'EUR',
    currency: 'usdt',
    walletName: 'Shop',
    orderId: 'A-42',
  },
  result: null,
  createdAt: '2026-11-25T10:00:00.000Z',
};

const sse = (event: AssistantStreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

/** An answer whose second half waits for `release()`, to look at it mid-stream. */
function scriptedAnswer(first: AssistantStreamEvent[], rest: AssistantStreamEvent[]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  async function* events() {
    for (const event of first) yield sse(event);
    await released;
    for (const event of rest) yield sse(event);
  }
  return { events: events(), release };
}

let server: StubServer;
let history: AssistantHistory;
let configured: boolean;
beforeAll(async () => {
  server = await startStubServer({
    'GET /api/ai/status': () => ({
      status: 200,
      body: { configured, tokensLeftToday: configured ? 1000 : null },
    }),
    'GET /api/assistant/messages': () => ({ status: 200, body: history }),
    'DELETE /api/assistant/messages': () => {
      history = { messages: [] };
      return { status: 200, body: history };
    },
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  configured = true;
  history = { messages: [] };
  server.calls.length = 0;
});

async function openPanel() {
  const user = userEvent.setup();
  renderWithRouter('/dashboard', { ui: <AssistantLauncher /> });
  await user.click(screen.getByRole('button', { name: 'Open the assistant' }));
  const panel = await screen.findByRole('dialog', { name: 'Assistant' });
  // The field opens once the AI status says whether a model is there.
  await waitFor(() => expect(server.calls.map((call) => call.path)).toContain('/api/ai/status'));
  return { user, panel };
}

describe('assistant panel', () => {
  it('shows the answer as it streams, what it looked up, and a proposal to confirm', async () => {
    const answer = scriptedAnswer(
      [
        { type: 'start', messageId: MESSAGE_ID },
        { type: 'tool', name: 'revenue', state: 'running' },
        { type: 'tool', name: 'revenue', state: 'done' },
        { type: 'text', delta: 'You earned ' },
      ],
      [
        { type: 'text', delta: '150.50 EUR.' },
        { type: 'proposal', proposal: PROPOSAL },
        { type: 'done', messageId: MESSAGE_ID },
      ],
    );
    server.route('POST /api/assistant/messages', () => ({ status: 200, events: answer.events }));
    server.route(`POST /api/assistant/proposals/${PROPOSAL.id}/confirm`, () => ({
      status: 200,
      body: {
        ...PROPOSAL,
        status: 'confirmed',
        result: { id: PROPOSAL.id, payUrl: 'https://pay.example/pay/p1' },
      },
    }));
    const { user, panel } = await openPanel();
    expect(within(panel).getByText(/How much did I earn this week/)).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByLabelText('Your question')).toBeEnabled());

    await user.type(within(panel).getByLabelText('Your question'), 'How much this week?{Enter}');

    const streaming = await within(panel).findByText('You earned');
    expect(streaming.closest('li')).toHaveAttribute('aria-live', 'polite');
    expect(streaming.closest('li')).toHaveAttribute('aria-busy', 'true');
    expect(within(panel).getByText('Revenue')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      text: 'How much this week?',
    });

    history = {
      messages: [
        {
          id: '33333333-3333-4333-8333-333333333333',
          role: 'user',
          text: 'How much this week?',
          failed: false,
          tools: [],
          unverifiedNumbers: [],
          proposals: [],
          createdAt: '2026-11-25T10:00:00.000Z',
        },
        {
          id: MESSAGE_ID,
          role: 'assistant',
          text: 'You earned 150.50 EUR.',
          failed: false,
          tools: ['revenue'],
          unverifiedNumbers: [],
          proposals: [PROPOSAL],
          createdAt: '2026-11-25T10:00:00.001Z',
        },
      ],
    };
    answer.release();

    // Looked up again on each try: the streamed turn's node can be replaced by the stored
    // history's between finding it and asserting on it.
    await waitFor(() =>
      expect(within(panel).getByText('You earned 150.50 EUR.')).toBeInTheDocument(),
    );
    // The streamed turn gives way to the stored history once the answer ended.
    await waitFor(() => expect(panel.querySelector('[aria-busy]')).toBeNull());
    const card = within(panel).getByRole('region', { name: 'Payment request to create' });
    expect(within(card).getByText('€42.50')).toBeInTheDocument();
    expect(within(card).getByText('USDT')).toBeInTheDocument();
    expect(within(card).getByText('A-42')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    const link = await within(card).findByRole('link', { name: 'Open the payment page' });
    expect(link).toHaveAttribute('href', 'https://pay.example/pay/p1');
    expect(within(card).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('says SPEC’s message when the model fails mid-answer', async () => {
    const failure = "Sorry, I'm having a technical issue right now. Please try again later.";
    const answer = scriptedAnswer(
      [
        { type: 'start', messageId: MESSAGE_ID },
        { type: 'error', error: 'aiUnavailable', message: failure },
      ],
      [],
    );
    server.route('POST /api/assistant/messages', () => ({ status: 200, events: answer.events }));
    const { user, panel } = await openPanel();
    await waitFor(() => expect(within(panel).getByLabelText('Your question')).toBeEnabled());
    await user.type(within(panel).getByLabelText('Your question'), 'Hi{Enter}');
    expect(await within(panel).findByText(failure)).toBeInTheDocument();

    // Once the stream ends, the stored history holds the failed answer.
    history = {
      messages: [
        {
          id: MESSAGE_ID,
          role: 'assistant',
          text: '',
          failed: true,
          tools: [],
          unverifiedNumbers: [],
          proposals: [],
          createdAt: '2026-11-25T10:00:00.001Z',
        },
      ],
    };
    answer.release();
    await waitFor(() =>
      expect(
        server.calls.filter((c) => c.method === 'GET' && c.path === '/api/assistant/messages'),
      ).toHaveLength(2),
    );
    expect(within(panel).getByText(failure)).toBeInTheDocument();
  });

  it('says the assistant needs a model when none is configured', async () => {
    configured = false;
    const { panel } = await openPanel();
    expect(await within(panel).findByRole('note')).toHaveTextContent(
      'The assistant needs an AI model',
    );
    expect(within(panel).getByLabelText('Your question')).toBeDisabled();
  });

  it('clears the history', async () => {
    history = {
      messages: [
        {
          id: MESSAGE_ID,
          role: 'user',
          text: 'An old question',
          failed: false,
          tools: [],
          unverifiedNumbers: [],
          proposals: [],
          createdAt: '2026-11-25T10:00:00.000Z',
        },
      ],
    };
    const { user, panel } = await openPanel();
    expect(await within(panel).findByText('An old question')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Clear history' }));
    await waitFor(() =>
      expect(within(panel).queryByText('An old question')).not.toBeInTheDocument(),
    );
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('flags the numbers of an answer that no source gave, for the merchant to check', async () => {
    const answer = scriptedAnswer(
      [
        { type: 'start', messageId: MESSAGE_ID },
        { type: 'text', delta: 'You will earn 999 EUR next week.' },
        { type: 'unverified', numbers: ['999'] },
      ],
      [{ type: 'done', messageId: MESSAGE_ID }],
    );
    server.route('POST /api/assistant/messages', () => ({ status: 200, events: answer.events }));
    const { user, panel } = await openPanel();
    await waitFor(() => expect(within(panel).getByLabelText('Your question')).toBeEnabled());
    await user.type(within(panel).getByLabelText('Your question'), 'Next week?{Enter}');
    expect(
      await within(panel).findByText('Check 999: not found in your data the assistant looked up.'),
    ).toBeInTheDocument();
    answer.release();
  });
});
