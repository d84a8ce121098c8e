import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Insights } from '@incasso/shared/insights';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { InsightsPage } from './insights-page';

const hours = Array.from({ length: 24 }, (_, hour) => (hour === 14 ? 6 : hour === 9 ? 2 : 0));

const INSIGHTS: Insights = {
  days: 30,
  timeZone: 'Europe/Rome',
  from: '2026-10-26T12:00:00.000Z',
  to: '2026-11-25T12:00:00.000Z',
  revenue: [
    {
      fiatCurrency: 'EUR',
      revenueCents: 125_050,
      previousRevenueCents: 100_040,
      count: 8,
      previousCount: 8,
      averageTicketCents: 15_631,
    },
  ],
  coins: [
    { currency: 'usdt', count: 6, shareBps: 7_500 },
    { currency: 'eth', count: 2, shareBps: 2_500 },
  ],
  chains: [{ chain: 'polygon', count: 8, shareBps: 10_000 }],
  conversion: {
    created: 10,
    confirmed: 8,
    timedOut: 1,
    cancelled: 0,
    open: 1,
    conversionBps: 8_889,
  },
  quality: {
    medianSecondsToConfirm: 200,
    p90SecondsToConfirm: 7_500,
    lateBps: 1_250,
    underpaidBps: 0,
    overpaidBps: 1_250,
  },
  busiestHours: hours,
  forecast: [{ fiatCurrency: 'EUR', expectedCents: 29_000, lowCents: 10_000, highCents: 48_000 }],
  anomalies: [
    {
      kind: 'unusualAmount',
      at: '2026-11-24T10:00:00.000Z',
      paymentId: 'p1',
      payerAddress: null,
      fiatCurrency: 'EUR',
      figures: { amountCents: 90_000, medianCents: 5_000, madCents: 500 },
    },
  ],
};

let server: StubServer;
let answer: Insights;
let aiConfigured: boolean;
let narrative: { status: number; body: unknown };
beforeAll(async () => {
  server = await startStubServer({
    'GET /api/insights': () => ({ status: 200, body: answer }),
    'GET /api/ai/status': () => ({
      status: 200,
      body: { configured: aiConfigured, tokensLeftToday: aiConfigured ? 5_000 : null },
    }),
    'POST /api/insights/narrative': () => narrative,
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  answer = INSIGHTS;
  aiConfigured = true;
  narrative = {
    status: 200,
    body: {
      days: 30,
      text: 'You took €1,250.50 from 8 payments, up 25%.',
      error: null,
      message: null,
    },
  };
  server.calls.length = 0;
});

const lastInsightsCall = () =>
  server.calls.filter((call) => call.path.startsWith('/api/insights?')).at(-1)?.path;

describe('insights page', () => {
  it('shows the computed figures, nothing more', async () => {
    renderWithRouter('/dashboard/insights', { ui: <InsightsPage /> });
    const revenue = within(
      (await screen.findByRole('heading', { name: 'Revenue in EUR' })).closest(
        'section',
      ) as HTMLElement,
    );
    expect(revenue.getByText('€1,250.50')).toBeInTheDocument();
    expect(revenue.getByText('+25 % on the period before')).toBeInTheDocument();
    expect(revenue.getByText('€156.31')).toBeInTheDocument();
    expect(screen.getByText('88.9%')).toBeInTheDocument();
    expect(
      screen.getByText('8 paid of 10 requests; 1 expired, 0 cancelled, 1 open'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 min 20 s')).toBeInTheDocument();
    expect(screen.getByText('9 in 10 within 2 h 5 min')).toBeInTheDocument();
    expect(screen.getByText('Busiest: 14:00–15:00, 6 payments')).toBeInTheDocument();
    expect(screen.getByLabelText('09:00–10:00: 2')).toBeInTheDocument();
    expect(screen.getByText('Likely between €100.00 and €480.00')).toBeInTheDocument();
    expect(
      screen.getByText('A payment of €900.00, far from your usual €50.00.'),
    ).toBeInTheDocument();
    expect(lastInsightsCall()).toBe('/api/insights?days=30');
  });

  it('asks again for another period, and says when there is nothing to analyse', async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/insights', { ui: <InsightsPage /> });
    await screen.findByRole('heading', { name: 'Revenue in EUR' });
    answer = {
      ...INSIGHTS,
      days: 7,
      revenue: [],
      coins: [],
      chains: [],
      conversion: {
        created: 0,
        confirmed: 0,
        timedOut: 0,
        cancelled: 0,
        open: 0,
        conversionBps: null,
      },
      anomalies: [],
    };
    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(
      await screen.findByText(
        'No payment requests in the last 7 days yet: insights appear with your first payments.',
      ),
    ).toBeInTheDocument();
    expect(lastInsightsCall()).toBe('/api/insights?days=7');
  });

  it("writes the figures in words on request, in the reader's language", async () => {
    const user = userEvent.setup();
    renderWithRouter('/dashboard/insights', { ui: <InsightsPage /> });
    await user.click(await screen.findByRole('button', { name: 'Write with AI' }));
    expect(
      await screen.findByText('You took €1,250.50 from 8 payments, up 25%.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/any number that is not one of them is not shown/)).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      days: 30,
      language: 'en',
    });
  });

  it("shows SPEC's message when the model fails, and the refusal of an ungrounded text", async () => {
    const user = userEvent.setup();
    narrative = {
      status: 200,
      body: { days: 30, text: null, error: 'aiUnavailable', message: 'Sorry, I am down' },
    };
    renderWithRouter('/dashboard/insights', { ui: <InsightsPage /> });
    await user.click(await screen.findByRole('button', { name: 'Write with AI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Sorry, I'm having a technical issue right now. Please try again later.",
    );
    narrative = {
      status: 200,
      body: { days: 30, text: null, error: 'aiUngrounded', message: 'x' },
    };
    await user.click(screen.getByRole('button', { name: 'Write again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'it mentioned a number that is not among the figures',
    );
  });

  it('keeps every figure and says what the words need when no model is configured', async () => {
    aiConfigured = false;
    renderWithRouter('/dashboard/insights', { ui: <InsightsPage /> });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'The summary in words needs an AI model',
    );
    expect(screen.queryByRole('button', { name: 'Write with AI' })).not.toBeInTheDocument();
    expect(screen.getByText('88.9%')).toBeInTheDocument();
  });
});
