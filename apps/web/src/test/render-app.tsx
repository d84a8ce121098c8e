import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, type InitialEntry } from 'react-router';
import { AppRoutes } from '#app/router.tsx';
import { Toaster } from '#components/ui/toast/toaster.tsx';
import { useToastStore } from '#components/ui/toast/toast-store.ts';
import { useSessionStore } from '#features/accounts/session-store.ts';
import type { SessionUser } from '#features/accounts/session-user.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { LocationProbe } from './location-probe';

/** Renders `ui` (by default every route) in a memory router, with a settled session. */
export function renderWithRouter(
  entry: InitialEntry,
  { user = null, ui = <AppRoutes /> }: { user?: SessionUser | null; ui?: ReactNode } = {},
) {
  useSessionStore.setState({ user, loading: false, ready: true });
  useToastStore.setState({ toasts: [] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Suspense fallback={<p>Loading route…</p>}>{ui}</Suspense>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
