import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '#i18n/index.ts';
import { makeUser } from '#test/make-user.ts';
import { renderWithRouter } from '#test/render-app.tsx';
import { startStubServer, type StubServer } from '#test/stub-server.ts';

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer({
    'GET /api/user/profile': () => ({
      status: 404,
      body: { error: 'profileNotFound', message: 'Profile not found' },
    }),
    'GET /api/user/fiscal': () => ({ status: 200, body: { accountType: 'private' } }),
    'GET /api/user/notifications': () => ({ status: 200, body: [] }),
    'GET /api/announcements': () => ({ status: 200, body: [] }),
  });
  vi.stubEnv('VITE_API_URL', server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

// SPEC section 8: "Error loading profile." where the profile fails to load.
describe('the settings pages when the profile cannot be loaded', () => {
  it.each([
    ['/dashboard/settings/profile', 'en', 'Error loading profile.'],
    ['/dashboard/settings/security', 'it', 'Errore nel caricamento del profilo.'],
  ])(
    '%s says so (%s) and offers a retry',
    async (path, language, message) => {
      await i18n.changeLanguage(language);
      try {
        renderWithRouter(path, { user: makeUser({ plan: 'plus' }) });
        expect(await screen.findByText(message, {}, { timeout: 15_000 })).toBeInTheDocument();
        const alert = screen.getByText(message).closest<HTMLElement>('[role="alert"]');
        expect(alert).not.toBeNull();
        if (alert) expect(within(alert).getByRole('button')).toBeEnabled();
      } finally {
        await i18n.changeLanguage('en');
      }
    },
    30_000,
  );
});
