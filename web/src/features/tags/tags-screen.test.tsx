import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { preferencesStore, readPreferences } from '../../stores/preferences-store';
import { fakeApi, renderApp } from '../../test/render-app';
import { byCountry, groupTags } from './group-tags';

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

describe('places by country', () => {
  it("gathers a country's place tags where its first one stands; other tags stay alone", () => {
    const runs = byCountry(
      groupTags([
        { tag: 'netherlands', remaining: 200 },
        { tag: 'belgian', remaining: 900 },
        { tag: 'flanders', remaining: 800 },
        { tag: 'brussels', remaining: 300 },
        { tag: 'german', remaining: 700 },
        { tag: 'leipzig', remaining: 250 },
        { tag: 'scotland', remaining: 600 },
        { tag: 'northern-ireland', remaining: 500 },
        { tag: 'irish', remaining: 400 },
      ])[0]?.tags ?? [],
    );
    expect(runs.map(({ country, tags }) => [country ?? '', tags.map((tag) => tag.tag)])).toEqual([
      ['', ['netherlands']],
      ['be', ['belgian', 'flanders', 'brussels']],
      ['de', ['german', 'leipzig']],
      ['', ['irish']],
      ['uk', ['scotland', 'northern-ireland']],
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

  it('in Dutch groups the places by country with their counts, and a Dutch phone starts with the Netherlands and Flanders', async () => {
    await changeLanguage('nl');
    window.localStorage.removeItem(STORAGE_KEYS.selectedTags);
    preferencesStore.setSelectedTags(readPreferences('nl').selectedTags);
    fakeApi({
      '/api/tags': [
        { tag: 'netherlands', remaining: 246 },
        { tag: 'belgian', remaining: 1268 },
        { tag: 'flanders', remaining: 1003 },
        { tag: 'wallonia', remaining: 984 },
        { tag: 'brussels', remaining: 559 },
        { tag: 'scotland', remaining: 972 },
      ],
    });
    await renderApp('/tags');
    const belgium = await screen.findByRole('group', { name: 'België' });
    expect(
      within(belgium)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Belgiënog 1268', 'Vlaanderennog 1003', 'Walloniënog 984', 'Brusselnog 559']);
    expect(within(belgium).getByRole('button', { name: /Vlaanderen/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: /Nederland/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('group', { name: 'Verenigd Koninkrijk' })).not.toBeInTheDocument();
    await changeLanguage('en');
  });
});
