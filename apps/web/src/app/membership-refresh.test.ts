import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#lib/api-client.ts';
import { refreshMembershipOnRefusal } from './membership-refresh';

function failingQuery(client: QueryClient, error: Error, key: string) {
  return client
    .fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(error), retry: false })
    .catch(() => undefined);
}

describe('the membership read again on a refusal', () => {
  it('follows a role or two-factor rule that changed, once for a burst of refusals', async () => {
    const client = new QueryClient();
    const refresh = vi.fn(() => Promise.resolve());
    const stop = refreshMembershipOnRefusal(client, refresh);
    await failingQuery(client, new ApiError(403, 'roleForbidden', 'No'), 'a');
    await failingQuery(client, new ApiError(403, 'twoFactorSetupRequired', 'No'), 'b');
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves other failures alone', async () => {
    const client = new QueryClient();
    const refresh = vi.fn(() => Promise.resolve());
    const stop = refreshMembershipOnRefusal(client, refresh);
    await failingQuery(client, new ApiError(403, 'planRequired', 'No'), 'a');
    await failingQuery(client, new ApiError(500, 'serverError', 'No'), 'b');
    await failingQuery(client, new Error('offline'), 'c');
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });
});
