import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditList } from '@incasso/shared/admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { USER_ID } from '#test/admin-fixtures.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';
import { AuditLogPage } from './audit-log-page';

const LOG: AuditList = {
  items: [
    {
      id: '0195f1c4-7a3e-7000-8000-0000000000e1',
      actorId: '0195f1c4-7a3e-7000-8000-0000000000e2',
      actorEmail: 'root@incasso.dev',
      action: 'user.suspend',
      targetType: 'user',
      targetId: USER_ID,
      before: { status: 'active', planId: 'plus' },
      after: { status: 'suspended', planId: 'plus', revokedApiKeys: 1 },
      ip: '203.0.113.9',
      createdAt: '2026-03-02T09:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
};

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({ 'GET /api/admin/audit': () => ({ status: 200, body: LOG }) });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const lastQuery = () => new URL(server.calls.at(-1)?.path ?? '', 'http://x').searchParams;

describe('audit log page', () => {
  it('shows who did what to whom, what changed and from where', async () => {
    renderWithRouter(`/admin/audit?targetId=${USER_ID}`, { ui: <AuditLogPage /> });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(table).toHaveTextContent('root@incasso.dev');
    expect(table).toHaveTextContent('User suspended');
    expect(table).toHaveTextContent('status: "active" → "suspended"');
    expect(table).toHaveTextContent('revokedApiKeys: null → 1');
    expect(table).not.toHaveTextContent('planId');
    expect(table).toHaveTextContent('203.0.113.9');
    // On a phone a card per entry, headed by the action, the rest labelled.
    const [card] = within(screen.getByRole('list', { name: 'Audit log' })).getAllByRole('listitem');
    expect(within(card as HTMLElement).getByText('User suspended')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('IP').tagName).toBe('DT');
    expect(card).toHaveTextContent('root@incasso.dev');
    expect(lastQuery().get('targetId')).toBe(USER_ID);
  });

  it('filters by action through the server', async () => {
    const user = userEvent.setup();
    renderWithRouter('/admin/audit', { ui: <AuditLogPage /> });
    await screen.findByRole('table', { name: 'Audit log' });
    await user.selectOptions(screen.getByLabelText('Action'), 'plan.update');
    await waitFor(() => expect(lastQuery().get('action')).toBe('plan.update'));
  });
});
