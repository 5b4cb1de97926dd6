import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { fakeApi, renderApp } from '../../test/render-app';

describe('app shell', () => {
  beforeEach(() => {
    fakeApi({
      '/api/names/unvoted': [],
      '/api/votes': [
        { nameId: 'emma', name: 'Emma', approved: true, votedAt: '2026-01-01T00:00:00.000Z', gender: 'F' },
        { nameId: 'noah', name: 'Noah', approved: false, votedAt: '2026-01-01T00:00:00.000Z', gender: 'M' },
      ],
      '/api/votes/stats': { likes: 1, partnerLikes: 0, matches: 0 },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the header and the loading overlay while the realtime connection is down', async () => {
    await renderApp('/settings');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to swipe' })).toHaveAttribute('href', '/baby');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('lists the menu in order, with the like count pill, and highlights the current page', async () => {
    const user = userEvent.setup();
    await renderApp('/settings');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await screen.findByRole('link', { name: /Settings/ });
    const links = Array.from(menu.querySelectorAll('ul a')).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/baby', '/history', '/matches', '/together', '/settings']);
    await waitFor(() => expect(screen.getByLabelText('1 like')).toHaveTextContent('1'));
    expect(screen.getByRole('link', { name: /Settings/ })).toHaveAttribute('aria-current', 'page');
  });

  it("offers 'Log in' in the menu where a sign-in provider is configured, and nowhere else", async () => {
    const user = userEvent.setup();
    let providers: { key: string; name: string }[] = [];
    const api = fakeApi({ '/api/names/unvoted': [], '/api/auth/providers': () => ({ providers }) });
    const first = await renderApp('/settings');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const askedProviders = () => api.mock.calls.some(([input]) => String(input).includes('/auth/providers'));
    await waitFor(() => expect(askedProviders()).toBe(true));
    expect(screen.queryByRole('link', { name: /Log in/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('profile-card')).not.toBeInTheDocument();
    first.unmount();

    providers = [{ key: 'github', name: 'GitHub' }];
    await renderApp('/settings');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('link', { name: /Log in/ })).toHaveAttribute('href', '/together');
  });

  it('search trims the input, opens the name page, clears the field and closes the menu; empty does nothing', async () => {
    const user = userEvent.setup();
    const app = await renderApp('/settings');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const search = await screen.findByRole('searchbox', { name: 'Search for a name' });
    await user.type(search, '   {Enter}');
    expect(app.currentPath()).toBe('/settings');
    await user.type(search, '  Zoë Anne {Enter}');
    await waitFor(() => expect(app.currentPath()).toBe('/name/Zo%C3%AB%20Anne'));
    expect(search).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on the collapse button and on the backdrop', async () => {
    const user = userEvent.setup();
    await renderApp('/settings');
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    await user.click(screen.getByTestId('sidebar-backdrop'));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks Swipe as the current page on / as on /baby', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'Swipe' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the 404 page for an unknown route', async () => {
    await renderApp('/no/such/page');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText("Sorry, we can't find that page.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });
});

describe('menu badges', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const badges = () => screen.queryAllByTestId('menu-badge');

  it("show '?' for Matches while the count is not known", async () => {
    fakeApi({ '/api/names/unvoted': [], '/api/votes': [] });
    await renderApp('/settings');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByLabelText('Matches not known yet')).toHaveTextContent('?');
  });

  it('show nothing at zero likes and zero matches', async () => {
    fakeApi({
      '/api/names/unvoted': [],
      '/api/votes': [],
      '/api/votes/stats': { likes: 0, partnerLikes: 0, matches: 0 },
    });
    await renderApp('/settings');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('link', { name: /Matches/ });
    await waitFor(() => expect(badges()).toEqual([]));
  });

  it('counts the matches made since Matches was last open, marks them there, then counts none', async () => {
    const match = (name: string, matchedAt: string) => ({
      nameId: name.toLowerCase(),
      name,
      approved: true,
      votedAt: matchedAt,
      gender: 'F',
      matchedAt,
    });
    let matches = [match('Emma', '2026-01-02T10:00:00.000Z'), match('Mila', '2026-01-02T10:00:01.000Z')];
    fakeApi({
      '/api/names/unvoted': [],
      '/api/votes': [],
      '/api/votes/stats': () => ({ likes: 2, partnerLikes: 2, matches: matches.length }),
      '/api/votes/matches': () => matches,
      '/api/family': { members: ['Anna', 'Bram'] },
    });
    const app = await renderApp('/settings');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const fresh = await screen.findByLabelText('2 matches (2 new)');
    expect(fresh).toHaveTextContent('2');
    expect(fresh).toHaveClass('bg-like');
    act(() => app.navigate('/matches'));
    await waitFor(() => expect(screen.getAllByTestId('new-match')).toHaveLength(2));
    expect(screen.getAllByTestId('new-match')[0]).toHaveTextContent('New');
    const seen = await screen.findByLabelText('2 matches');
    expect(seen).not.toHaveClass('bg-like');
    expect(window.localStorage.getItem('matches-seen-at')).toBe(
      String(Date.parse('2026-01-02T10:00:01.000Z')),
    );

    // Back on Matches later, nothing is new; a third match made meanwhile is the one counted and marked.
    act(() => app.navigate('/settings'));
    matches = [match('Noah', '2026-01-03T08:00:00.000Z'), ...matches];
    act(() => {
      // The app comes back to the foreground: its queries refetch.
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await changeLanguage('nl');
    const third = await screen.findByLabelText('3 matches (1 nieuw)');
    expect(third).toHaveTextContent('1');
    await changeLanguage('en');
    act(() => app.navigate('/matches'));
    await waitFor(() => expect(screen.getAllByTestId('new-match')).toHaveLength(1));
    expect(screen.getByTestId('new-match').closest('li')).toHaveTextContent('Noah');
  });
});
