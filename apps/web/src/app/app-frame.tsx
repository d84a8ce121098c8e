import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '#components/ui/error-boundary.tsx';
import { FullScreenLoader } from '#components/ui/full-screen-loader.tsx';
import { Toaster } from '#components/ui/toast/toaster.tsx';
import { queryClient } from '#lib/query-client.ts';
import { SessionBootstrap } from './session-bootstrap';
import { showCarriedToasts } from './toast-handover';

/** What both builds render around their routes: the session, the router, the toasts. */
export function AppFrame({ children }: { children: ReactNode }) {
  // Toasts the sign-in build carried over when it handed this tab to the full app.
  useEffect(() => showCarriedToasts(), []);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SessionBootstrap />
          <Suspense fallback={<FullScreenLoader />}>{children}</Suspense>
          <Toaster />
        </BrowserRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
