import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export const MISSING_ROOT_MESSAGE = 'Could not find root element to mount to';

/** Renders `app` into #root; without it there is nothing sensible to do but fail loudly. */
export function mountApp(app: ReactNode, doc: Document = document): void {
  const element = doc.getElementById('root');
  if (!element) throw new Error(MISSING_ROOT_MESSAGE);
  createRoot(element).render(<StrictMode>{app}</StrictMode>);
}
