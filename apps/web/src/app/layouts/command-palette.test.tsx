import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PALETTE_SEARCH_DELAY_MS } from '#components/ui/command-palette/use-palette-matches.ts';
import { useSessionStore } from '#features/accounts/session-store.ts';
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

async function openPalette(user = makeUser({ plan: 'plus' })) {
  const events = userEvent.setup();
  renderWithRouter(user.isAdmin ? '/admin' : '/dashboard', { user });
  // The page's own heading: the dashboard home's comes before its lazily loaded panel.
  await screen.findByRole('heading', {
    level: 1,
    name: user.isAdmin ? 'Admin dashboard' : 'Welcome',
  });
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

describe('command palette', () => {
  it("opens with mod+k on the placeholder and everyone's entries", async () => {
    const { search } = await openPalette();
    expect(search).toHaveAttribute('placeholder', 'Type a command or search…');
    expect(optionNames()).toEqual([
      'Account',
      'Log outl',
      'Navigation',
      'Go to payments',
      'Go to transactions',
      'Go to settings',
    ]);
    expect(results().queryByText('Admin')).not.toBeInTheDocument();
  });

  it('adds an Admin section for admins', async () => {
    await openPalette(makeUser({ isAdmin: true }));
    expect(results().getByText('Admin')).toBeInTheDocument();
    expect(optionNames()).toEqual(expect.arrayContaining(['Dashboard', 'Users', 'Announcements']));
  });

  it('searches by name and keywords after the search timeout', async () => {
    const { events, search } = await openPalette();
    await events.type(search, 'histo');
    // Still the unfiltered list until the search timeout has passed.
    expect(results().getAllByRole('option')).toHaveLength(6);
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

  it('logs out with the l shortcut', async () => {
    const events = userEvent.setup();
    renderWithRouter('/dashboard', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    await events.keyboard('l');
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(await screen.findByText('/login', { selector: 'output' })).toBeInTheDocument();
  });
});
