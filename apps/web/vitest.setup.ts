import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// A few lib tests run in the node environment (real sockets); the DOM set-up is for the rest.
const hasDom = typeof document !== 'undefined';

// jsdom lays nothing out, so it has no ResizeObserver; Radix measures form controls with one.
if (hasDom && !('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// Lazy route chunks are compiled on first import; on a loaded 2-core machine that can take
// seconds, so findBy*/waitFor wait longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Component tests assert the English texts; Italian parity is checked by the locale test.
beforeEach(async () => {
  if (!hasDom) return;
  const { default: i18n } = await import('./src/i18n');
  await i18n.changeLanguage('en');
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup. The files
// share one module graph per worker (`isolate: false`, decision note 104): the app's global
// stores and its query cache start each test as the page would find them.
afterEach(async () => {
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  const [{ useToastStore }, { useSessionStore }, { useThemeStore }, { queryClient }] =
    await Promise.all([
      import('./src/components/ui/toast/toast-store'),
      import('./src/features/accounts/session-store'),
      import('./src/lib/theme-store'),
      import('./src/lib/query-client'),
    ]);
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useThemeStore.setState(useThemeStore.getInitialState(), true);
  queryClient.clear();
});
