import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, type InitialEntry } from 'react-router';
import { AppRoutes } from '../app/router';
import { Toaster } from '../components/ui/toast/toaster';
import { useToastStore } from '../components/ui/toast/toast-store';
import { useSessionStore } from '../features/auth/session-store';
import type { SessionUser } from '../features/auth/session-user';
import { createQueryClient } from '../lib/query-client';
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
