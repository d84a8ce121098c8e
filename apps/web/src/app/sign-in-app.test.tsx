import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, useToastStore } from '#components/ui/toast/toast-store.ts';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { makeUser } from '#test/make-user.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { LeaveBuild } from './leave-build';
import { LeaveSignIn } from './sign-in-app';
import { signInRoutes } from './sign-in-routes';

// The sign-in build's routes (decision note 093): the sign-in pages, and any other path handed
// to the full app as a new page.
function renderSignIn(entry: string, user: ReturnType<typeof makeUser> | null = null) {
  const leave = vi.fn<(href: string) => void>();
  renderWithRouter(entry, {
    user,
    ui: (
      <LeaveBuild.Provider value={leave}>
        <Routes>
          {signInRoutes()}
          <Route path="*" element={<LeaveSignIn />} />
        </Routes>
      </LeaveBuild.Provider>
    ),
  });
  return leave;
}

describe('the sign-in build', () => {
  afterEach(() => sessionStorage.clear());

  it('shows the sign-in pages itself', async () => {
    const leave = renderSignIn('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    renderSignIn('/forgot-password');
    expect(await screen.findByRole('button', { name: 'Send recovery link' })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('loads the full app for any other page, with its query and fragment', async () => {
    const leave = renderSignIn('/api-docs?tag=payments#list');
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/api-docs?tag=payments#list'));
  });

  it('sends a user who signs in home through the full app, the toast going along', async () => {
    const leave = renderSignIn('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    act(() => {
      toast.success('Signed in successfully.');
      useSessionStore.setState({ user: makeUser() });
    });
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/dashboard'));
    // Straight from /login: the address bar never shows /dashboard on the sign-in build.
    expect(leave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/login');
    expect(JSON.parse(sessionStorage.getItem('incasso.carriedToasts') ?? '{}')).toMatchObject({
      toasts: [{ type: 'success', message: 'Signed in successfully.' }],
    });
    useToastStore.setState({ toasts: [] });
  });
});
