import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { fakeApi, renderApp } from '../../test/render-app';

const CATALOGUE = ['Emma', 'Emily', 'Emilia', 'Elodie', 'Noah'];

describe('the sidebar search', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({
      '/api/names/unvoted': [],
      '/api/name-suggestions': (url: URL) => {
        const prefix = (url.searchParams.get('prefix') ?? '').toLowerCase();
        return CATALOGUE.filter((name) => name.toLowerCase().startsWith(prefix)).map((name) => ({
          name,
          gender: 'F',
        }));
      },
    });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  const asked = () =>
    api.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/name-suggestions')
      .map((url) => url.searchParams.get('prefix'));

  it('suggests catalogue names as the parent types, each leading to its page', async () => {
    const user = userEvent.setup();
    const app = await renderApp('/settings');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const search = await screen.findByRole('searchbox', { name: 'Search for a name' });
    await user.type(search, 'Em');
    const list = await screen.findByRole('list', { name: 'Suggested names' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Emma', 'Emily', 'Emilia']);
    expect(asked().at(-1)).toBe('Em');
    await act(() => changeLanguage('nl'));
    expect(screen.getByRole('list', { name: 'Voorgestelde namen' })).toBe(list);

    await user.type(search, 'il');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Emily', 'Emilia']),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(list).getByRole('link', { name: 'Emilia' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(search).toHaveFocus();

    await user.click(within(list).getByRole('link', { name: 'Emily' }));
    await waitFor(() => expect(app.currentPath()).toBe('/name/Emily'));
    expect(search).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Menu openen' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('suggests nothing for an empty field, and still opens the typed name on Enter', async () => {
    const user = userEvent.setup();
    const app = await renderApp('/settings');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const search = await screen.findByRole('searchbox', { name: 'Search for a name' });
    await user.type(search, '   ');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(asked()).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Suggested names' })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'Em{Enter}');
    await waitFor(() => expect(app.currentPath()).toBe('/name/Em'));
  });
});
