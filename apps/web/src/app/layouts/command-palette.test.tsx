import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PALETTE_SEARCH_DELAY_MS } from '#components/ui/command-palette/use-palette-matches.ts';
import { useSessionStore } from '#features/accounts/session-store.ts';
import { useThemeStore } from '#lib/theme-store.ts';
import { makeUser } from '#test/make-user.ts';
import { renderWithRouter } from '#test/render-app.tsx';

// jsdom lays nothing out and has no Web Animations: kbar animates its panel and virtualises
// its results, so give rows a height and make animate() a no-op.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
  Element.prototype.animate = vi.fn() as unknown as Element['animate'];
});
afterEach(() => vi.restoreAllMocks());
// kbar ends its open and close animations (150 ms at most) on a timer it never clears on unmount:
// on a slow machine the last one fired after the file's DOM was gone ("window is not defined").
afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

async function openPalette(user = makeUser({ plan: 'plus' })) {
  const events = userEvent.setup();
  // A settings page: the palette is the shell's, and the home's charts would only slow this down.
  renderWithRouter(user.isAdmin ? '/admin' : '/dashboard/settings/security', { user });
  // The first render loads the lazy page: slow on a loaded machine.
  await screen.findByRole(
    'heading',
    { name: user.isAdmin ? 'Admin dashboard' : 'Settings' },
    { timeout: 5000 },
  );
  await events.keyboard('{Control>}k{/Control}');
  const search = await screen.findByRole('combobox', { name: 'Search commands' });
  return { events, search };
}

const results = () => within(screen.getByRole('listbox'));
// kbar renders section headings as rows too.
const optionNames = () =>
  results()
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('command palette', { timeout: 20_000 }, () => {
  it("opens with mod+k on the placeholder and everyone's entries", async () => {
    const { search } = await openPalette();
    expect(search).toHaveAttribute('placeholder', 'Type a command or search…');
    // A stray Enter opens the first destination, never "Log out", which comes last.
    expect(optionNames().slice(0, 2)).toEqual(['Navigation', 'Go to payments']);
    expect(optionNames()).not.toContain('Log outl');
    expect(results().getByRole('option', { name: 'Go to payments' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(results().queryByText('Admin')).not.toBeInTheDocument();
  });

  it('adds an Admin section for admins', async () => {
    const { events, search } = await openPalette(makeUser({ isAdmin: true }));
    await events.type(search, 'admin');
    await waitFor(() => expect(results().getByText('Admin')).toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(optionNames()).toEqual(expect.arrayContaining(['Dashboard', 'Users', 'Announcements']));
  });

  it('offers the main actions and every destination by search', async () => {
    const { events, search } = await openPalette();
    const searches: [string, string][] = [
      ['new payment', 'New payment request'],
      ['wallet', 'Go to wallets'],
      ['api', 'Open the API documentation'],
      ['language', 'Switch to Italiano'],
      ['log', 'Log outl'],
    ];
    for (const [query, name] of searches) {
      await events.clear(search);
      await events.type(search, query);
      await waitFor(() => expect(optionNames()).toContain(name), { timeout: 5000 });
    }
  });

  it('searches by name and keywords after the search timeout', async () => {
    const { events, search } = await openPalette();
    await events.type(search, 'histo');
    // Still the unfiltered list until the search timeout has passed.
    expect(results().getAllByRole('option').length).toBeGreaterThan(10);
    await waitFor(() => expect(optionNames()).toEqual(['Navigation', 'Go to transactions']), {
      timeout: PALETTE_SEARCH_DELAY_MS + 500,
    });
  });

  it('runs the chosen entry', async () => {
    const { events, search } = await openPalette();
    await events.type(search, 'settings');
    await waitFor(() => expect(optionNames()).toEqual(['Navigation', 'Go to settings']), {
      timeout: 5000,
    });
    await events.click(results().getByRole('option', { name: 'Go to settings' }));
    expect(
      await screen.findByText('/dashboard/settings/profile', { selector: 'output' }),
    ).toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const { events } = await openPalette();
    await events.click(document.body);
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Search commands' })).not.toBeInTheDocument(),
    );
  });

  it(
    'offers only the destinations of the plan, and switches the theme',
    { timeout: 20_000 },
    async () => {
      const { events, search } = await openPalette(makeUser({ plan: 'free' }));
      expect(optionNames()).not.toContain('Open the point of sale');
      await events.type(search, 'theme');
      const option = await results().findByRole(
        'option',
        { name: /Switch to the (dark|light) theme/ },
        { timeout: 5000 },
      );
      const target = /dark/.test(option.textContent ?? '') ? 'dark' : 'light';
      await events.click(option);
      await waitFor(() => expect(useThemeStore.getState().theme).toBe(target));
    },
  );

  it('logs out with the l shortcut', async () => {
    const events = userEvent.setup();
    renderWithRouter('/dashboard/settings/security', { user: makeUser() });
    await screen.findByRole('heading', { name: 'Settings' });
    await events.keyboard('l');
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(await screen.findByText('/login', { selector: 'output' })).toBeInTheDocument();
  });
});
