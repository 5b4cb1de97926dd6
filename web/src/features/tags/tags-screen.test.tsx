import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferencesStore } from '../../stores/preferences-store';
import { fakeApi, renderApp } from '../../test/render-app';
import { groupTags } from './group-tags';

describe('group tags', () => {
  it('groups every place under "popular in" (the spec tags first), nature under nature, unknown tags under other', () => {
    const groups = groupTags([
      { tag: 'nature', remaining: 3 },
      { tag: 'french', remaining: 10 },
      { tag: 'greek', remaining: 5 },
      { tag: 'english', remaining: 50 },
      { tag: 'irish', remaining: 20 },
      { tag: 'royal', remaining: 4 },
    ]);
    expect(groups.map((group) => [group.category, group.tags.map((tag) => tag.tag)])).toEqual([
      ['geographic', ['english', 'greek', 'french', 'irish']],
      ['nature', ['nature']],
      ['other', ['royal']],
    ]);
  });
});

describe('filters screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the counts and persists every toggle at once', async () => {
    const user = userEvent.setup();
    fakeApi({
      '/api/tags': [
        { tag: 'english', remaining: 42 },
        { tag: 'greek', remaining: 7 },
      ],
    });
    await renderApp('/tags');
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Swipe' })).toHaveAttribute('href', '/baby');
    expect(await screen.findByRole('heading', { name: 'Popular in' })).toBeInTheDocument();
    const greek = screen.getByRole('button', { name: /Greece/ });
    expect(greek).toHaveTextContent('7 left');
    expect(screen.getByRole('button', { name: /US & England/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(greek);
    expect(greek).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.selectedTags) ?? '[]')).toEqual([
      'english',
      'greek',
    ]);
    await user.click(screen.getByRole('button', { name: 'Boy' }));
    expect(screen.getByRole('button', { name: 'Boy' })).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.selectedGenders) ?? '[]')).toEqual(['F', 'N']);
  });

  it('heads the gender toggles, shows the deck total and asks the server for counts within the filters', async () => {
    const user = userEvent.setup();
    preferencesStore.setSelectedTags(['english']);
    preferencesStore.setSelectedGenders(['M', 'F', 'N']);
    preferencesStore.setTagMatch('any');
    const api = fakeApi({
      '/api/tags': [{ tag: 'english', remaining: 42 }],
      '/api/names/unvoted/count': (url: URL) => ({
        remaining: url.searchParams.has('genders', 'M') ? 42 : 0,
      }),
    });
    await renderApp('/tags');
    const genders = screen.getByRole('group', { name: 'Gender' });
    expect(screen.getByRole('heading', { name: 'Gender' })).toBeInTheDocument();
    expect(within(genders).getByRole('button', { name: 'Boy' })).toBeInTheDocument();
    expect(await screen.findByText('42 names left to swipe')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Boy' }));
    expect(await screen.findByText('No names match these filters.')).toBeInTheDocument();
    const lastTagsQuery = () => {
      const call = api.mock.calls.findLast(([url]) => String(url).includes('/tags?'));
      return new URL(String(call?.[0]), 'http://localhost').searchParams;
    };
    await waitFor(() => expect(lastTagsQuery().getAll('genders')).toEqual(['F', 'N']));
    expect(lastTagsQuery().getAll('tags')).toEqual(['english']);
    expect(lastTagsQuery().get('tagMatch')).toBe('any');
  });

  it('says how tags combine and switches between any of and all of, persisted under its own key', async () => {
    const user = userEvent.setup();
    preferencesStore.setTagMatch('any');
    const api = fakeApi({
      '/api/tags': [{ tag: 'greek', remaining: 7 }],
      '/api/names/unvoted/count': { remaining: 7 },
    });
    await renderApp('/tags');
    expect(screen.getByText('A name needs at least one of the chosen categories.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Any of' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'All of' }));
    expect(screen.getByRole('button', { name: 'All of' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('A name needs every chosen category.')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.tagMatch)).toBe('"all"');
    await waitFor(() =>
      expect(
        api.mock.calls.some(
          ([url]) => String(url).includes('/tags?') && String(url).includes('tagMatch=all'),
        ),
      ).toBe(true),
    );
  });

  it("says 'No tags available.' when there are none", async () => {
    fakeApi({ '/api/tags': [] });
    await renderApp('/tags');
    expect(await screen.findByText('No tags available.')).toBeInTheDocument();
  });
});
