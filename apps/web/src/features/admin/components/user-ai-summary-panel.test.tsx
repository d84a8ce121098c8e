import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AI_FAILURE_MESSAGE } from '@incasso/shared/ai';
import { adminUserAiSummary, USER_ID } from '#test/admin-fixtures.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubReply, type StubServer } from '#test/stub-server.ts';
import { UserAiSummaryPanel } from './user-ai-summary-panel';

let server: StubServer;
let figuresReply: StubReply;
let writeReply: StubReply;
const path = `/api/admin/users/${USER_ID}/ai-summary`;

beforeAll(async () => {
  server = await startStubServer({
    [`GET ${path}`]: () => figuresReply,
    [`POST ${path}`]: () => writeReply,
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  figuresReply = { status: 200, body: adminUserAiSummary() };
  server.calls.length = 0;
});

const renderPanel = () =>
  renderWithRouter(`/admin/users/${USER_ID}`, { ui: <UserAiSummaryPanel userId={USER_ID} /> });

describe('the AI summary of a user', () => {
  it('shows the computed figures and the security analysis before any AI text', async () => {
    renderPanel();
    const heading = await screen.findByRole('heading', { name: 'AI summary' });
    const panel = heading.closest('section') as HTMLElement;
    const figures = within(panel).getByRole('region', { name: 'Figures' });
    expect(figures).toHaveTextContent('€625.00 · 5 payments');
    expect(figures).toHaveTextContent('Conversion62.5%');
    expect(figures).toHaveTextContent('Suspensions1');
    expect(figures).toHaveTextContent('Fees owed EUR€4.69');
    expect(
      within(panel).getByText('No AI text yet: the figures stand on their own.'),
    ).toBeVisible();
    const security = within(panel).getByRole('region', { name: 'Security analysis' });
    expect(security).toHaveTextContent(
      'Blocked (high risk, score 63): 4 failed sign-ins on the account in the last 15 minutes and a device never used on the account before.',
    );
    expect(security).toHaveTextContent(
      "A payment of €1,250.00, far from the merchant's usual €40.00.",
    );
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('asks the model in the page language and shows its text beside the figures', async () => {
    const user = userEvent.setup();
    writeReply = {
      status: 200,
      body: adminUserAiSummary({
        narrative: { text: 'Revenue €625.00 from 5 payments.', error: null, message: null },
      }),
    };
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Write with AI' }));
    expect(await screen.findByText('Revenue €625.00 from 5 payments.')).toBeVisible();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ language: 'en' });
    expect(screen.getByRole('button', { name: 'Write again' })).toBeEnabled();
  });

  it("shows SPEC's message when the model failed, and says why an invented number is hidden", async () => {
    const user = userEvent.setup();
    writeReply = {
      status: 200,
      body: adminUserAiSummary({
        narrative: { text: null, error: 'aiUnavailable', message: AI_FAILURE_MESSAGE },
      }),
    };
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Write with AI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AI_FAILURE_MESSAGE);
    expect(screen.getByRole('region', { name: 'Figures' })).toHaveTextContent('€625.00');

    writeReply = {
      status: 200,
      body: adminUserAiSummary({
        narrative: { text: null, error: 'aiUngrounded', message: 'not shown' },
      }),
    };
    await user.click(screen.getByRole('button', { name: 'Write again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The AI text was not shown: it mentioned a number that is not among the figures.',
    );
  });

  it('says a model is needed, with no button, when the server has none', async () => {
    figuresReply = { status: 200, body: adminUserAiSummary({ aiConfigured: false }) };
    renderPanel();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'AI text needs an AI model. The administrator connects one with LLM_BASE_URL and LLM_MODEL',
    );
    expect(screen.queryByRole('button', { name: 'Write with AI' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Figures' })).toHaveTextContent('€625.00');
  });
});
