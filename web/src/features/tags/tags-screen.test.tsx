import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    renderApp('/tags');
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

  it("says 'No tags available.' when there are none", async () => {
    fakeApi({ '/api/tags': [] });
    renderApp('/tags');
    expect(await screen.findByText('No tags available.')).toBeInTheDocument();
  });
});
