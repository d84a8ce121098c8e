import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '#components/ui/error-boundary.tsx';
import { FullScreenLoader } from '#components/ui/full-screen-loader.tsx';
import { Toaster } from '#components/ui/toast/toaster.tsx';
import { queryClient } from '#lib/query-client.ts';
import { AppRoutes } from './router';
import { SessionBootstrap } from './session-bootstrap';

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SessionBootstrap />
          <Suspense fallback={<FullScreenLoader />}>
            <AppRoutes />
          </Suspense>
          <Toaster />
        </BrowserRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
