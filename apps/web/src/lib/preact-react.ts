// `react` in the sign-in build (vite.sign-in.config.ts): Preact's compatibility layer, plus the
// one React 19 hook React Router imports by name that the layer lacks. Only React Router's
// <RouterProvider> calls it, which this app does not render (it uses <BrowserRouter>); should it
// ever, the state is shown as is, without the optimistic update.
import { useState } from 'preact/compat';

// @ts-expect-error preact/compat's types say `export =`; the module itself is ESM with named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

export function useOptimistic<State>(state: State): [State, (next: State) => void] {
  const [, rerender] = useState(0);
  return [state, () => rerender((count) => count + 1)];
}
