import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeClient } from '../../api/realtime/realtime-client';
import { changeLanguage } from '../../i18n/i18n';
import { preferencesStore } from '../../stores/preferences-store';
import { fakeApi, renderApp } from '../../test/render-app';

/** How many of the new filters a request carries: the fake server takes 100 names off for each. */
const narrowing = (url: URL) =>
  ['initials', 'lengths', 'eras', 'unisex'].reduce(
    (sum, key) => sum + url.searchParams.getAll(key).length,
    0,
  );

const stored = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

/** The query of the last request to a path. */
function lastQuery(api: ReturnType<typeof fakeApi>, path: string): URLSearchParams {
  const call = api.mock.calls.findLast(([url]) => new URL(String(url), 'http://localhost').pathname === path);
  return new URL(String(call?.[0]), 'http://localhost').searchParams;
}

describe('first letter, length, era and unisex filters', () => {
  beforeEach(() => {
    preferencesStore.setSelectedTags(['english']);
    preferencesStore.setSelectedGenders(['M', 'F', 'N']);
    preferencesStore.setSelectedInitials([]);
    preferencesStore.setSelectedLengths([]);
    preferencesStore.setSelectedEras([]);
    preferencesStore.setUnisexOnly(false);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => changeLanguage('en'));
  });

  it('narrows the counts with each choice and keeps every choice under its own key', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      '/api/tags': (url: URL) => [{ tag: 'english', remaining: 900 - 100 * narrowing(url) }],
      '/api/names/unvoted/count': (url: URL) => ({
        remaining: 1000 - 100 * narrowing(url),
      }),
    });
    await renderApp('/tags');
    expect(await screen.findByText('1000 names left to swipe')).toBeInTheDocument();
    expect(screen.getByText('No letter chosen: names with any first letter.')).toBeInTheDocument();

    const lengths = within(screen.getByRole('group', { name: 'Length' }));
    await user.click(lengths.getByRole('button', { name: /^Short/ }));
    expect(lengths.getByRole('button', { name: /^Medium/ })).toHaveAttribute('aria-pressed', 'false');
    expect(lengths.getByRole('button', { name: /^Short/ })).toHaveTextContent('up to 4 letters');
    expect(lengths.getByRole('button', { name: /^Long/ })).toHaveTextContent('7+ letters');
    const eras = within(screen.getByRole('group', { name: 'Era' }));
    expect(eras.getByRole('button', { name: /^Classic/ })).toHaveTextContent('most popular before 1990');
    await user.click(eras.getByRole('button', { name: /^Classic/ }));
    await user.click(eras.getByRole('button', { name: /^Rising/ }));
    expect(eras.getByRole('button', { name: /^Modern/ })).toHaveAttribute('aria-pressed', 'false');
    const letters = within(screen.getByRole('group', { name: 'First letter' }));
    expect(letters.getAllByRole('button')).toHaveLength(26);
    await user.click(letters.getByRole('button', { name: 'E' }));
    expect(screen.getByText('Names starting with one of the chosen letters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unisex only' }));
    expect(screen.getByText('Only names given to boys and girls alike.')).toBeInTheDocument();

    expect(stored(STORAGE_KEYS.selectedLengths)).toEqual(['short']);
    expect(stored(STORAGE_KEYS.selectedEras)).toEqual(['classic', 'rising']);
    expect(stored(STORAGE_KEYS.selectedInitials)).toEqual(['e']);
    expect(stored(STORAGE_KEYS.unisexOnly)).toBe(true);
    expect(stored(STORAGE_KEYS.selectedTags)).toEqual(['english']);
    for (const path of ['/api/tags', '/api/names/unvoted/count']) {
      await waitFor(() => expect(lastQuery(api, path).get('unisex')).toBe('true'));
      expect(lastQuery(api, path).getAll('lengths')).toEqual(['short']);
      expect(lastQuery(api, path).getAll('eras')).toEqual(['classic', 'rising']);
      expect(lastQuery(api, path).getAll('initials')).toEqual(['e']);
    }
    expect(await screen.findByText('500 names left to swipe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /US & England/ })).toHaveTextContent('400 left');

    await user.click(screen.getByRole('button', { name: 'Unisex only' }));
    expect(stored(STORAGE_KEYS.unisexOnly)).toBe(false);
    await waitFor(() => expect(lastQuery(api, '/api/names/unvoted/count').has('unisex')).toBe(false));
  });

  it('speaks Dutch', async () => {
    fakeApi({
      '/api/tags': [{ tag: 'netherlands', remaining: 40 }],
      '/api/names/unvoted/count': { remaining: 40 },
    });
    await act(() => changeLanguage('nl'));
    await renderApp('/tags');
    const lengths = within(await screen.findByRole('group', { name: 'Lengte' }));
    expect(lengths.getByRole('button', { name: /^Kort/ })).toHaveTextContent('tot 4 letters');
    expect(lengths.getByRole('button', { name: /^Lang/ })).toBeInTheDocument();
    const eras = within(screen.getByRole('group', { name: 'Tijd' }));
    expect(eras.getByRole('button', { name: /^Klassiek/ })).toHaveTextContent('het populairst vóór 1990');
    expect(eras.getByRole('button', { name: /^In opkomst/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Beginletter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alleen uniseks' })).toBeInTheDocument();
    expect(screen.getByText('Geen letter gekozen: namen met elke beginletter.')).toBeInTheDocument();
  });

  it('deals the deck for the chosen filters and offers to drop them when nothing is left', async () => {
    const user = userEvent.setup();
    realtimeClient.connected.set(true);
    preferencesStore.setSelectedLengths(['long']);
    preferencesStore.setSelectedEras(['modern']);
    preferencesStore.setSelectedInitials(['q']);
    preferencesStore.setUnisexOnly(true);
    const api = fakeApi({
      '/api/names/unvoted': [],
      '/api/votes': [],
      '/api/votes/stats': { likes: 0, partnerLikes: 0, matches: 0 },
    });
    await renderApp('/baby');
    expect(await screen.findByText('No names left with these filters')).toBeInTheDocument();
    const deck = lastQuery(api, '/api/names/unvoted');
    expect(deck.getAll('lengths')).toEqual(['long']);
    expect(deck.getAll('eras')).toEqual(['modern']);
    expect(deck.getAll('initials')).toEqual(['q']);
    expect(deck.get('unisex')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Any first letter' }));
    expect(preferencesStore.get().selectedInitials).toEqual([]);
    await waitFor(() => expect(lastQuery(api, '/api/names/unvoted').has('initials')).toBe(false));
    for (const label of ['Any length', 'Any era', 'Not only unisex']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    realtimeClient.connected.set(false);
  });
});
