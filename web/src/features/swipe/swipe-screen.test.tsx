import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeClient } from '../../api/realtime/realtime-client';
import { changeLanguage } from '../../i18n/i18n';
import { outbox } from '../../stores/outbox-store';
import { preferencesStore } from '../../stores/preferences-store';
import { votesStore } from '../../stores/votes-store';
import { fakeApi, renderApp } from '../../test/render-app';

const NAMES = ['Emma', 'Noah', 'Mila', 'Liam', 'Sara', 'Finn'].map((name, index) => ({
  id: name.toLowerCase(),
  name,
  gender: index % 2 === 0 ? 'F' : 'M',
  tags: ['english'],
  popularIn: ['us', 'ew', 'it', 'fr'],
  origin: 'Latin',
  originLanguages: ['la'],
}));

const currentName = () =>
  screen.getByTestId('current-card').querySelector('[data-testid="card-name"]')?.textContent;

// Votes count only once the realtime connection is up (the 'Loading...' overlay is gone).
beforeEach(() => realtimeClient.connected.set(true));
afterEach(() => realtimeClient.connected.set(false));

describe('swipe screen', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({
      '/api/names/unvoted': NAMES,
      '/api/votes': [],
      '/api/votes/stats': { likes: 0, partnerLikes: 0, matches: 0 },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('deals the names for the selected tags and genders, with the last name after the name', async () => {
    preferencesStore.setLastName('Jansen');
    preferencesStore.setSelectedTags(['greek']);
    preferencesStore.setSelectedGenders(['F']);
    await renderApp('/baby');
    await waitFor(() => expect(currentName()).toBe('Emma Jansen'));
    const unvoted = api.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('/names/unvoted'));
    expect(unvoted).toContain('tags=greek');
    expect(unvoted).toContain('genders=F');
    expect(screen.getByTestId('next-card')).toHaveTextContent('Noah');
    expect(screen.getByRole('link', { name: 'View details' })).toHaveAttribute('href', '/name/Emma');
  });

  it('a card says where the name is popular (at most three places) and its origin, in English and Dutch', async () => {
    await renderApp('/baby');
    await waitFor(() => expect(screen.getByTestId('current-card')).toBeInTheDocument());
    const card = within(screen.getByTestId('current-card'));
    expect(card.getByText('Popular in the US, England & Wales, and Italy')).toBeInTheDocument();
    expect(card.getByText('Origin: Latin')).toBeInTheDocument();
    await act(() => changeLanguage('nl'));
    expect(card.getByText('Populair in de VS, Engeland en Wales en Italië')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
  });

  it('votes with the buttons and the arrow keys, undoes with U and Backspace', async () => {
    const user = userEvent.setup();
    preferencesStore.setLastName('');
    await renderApp('/');
    await waitFor(() => expect(currentName()).toBe('Emma'));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(votesStore.voteOf('emma')).toBe('like');
    expect(outbox.get()).toContainEqual(
      expect.objectContaining({ kind: 'vote', nameId: 'emma', approved: true }),
    );
    await waitFor(() => expect(currentName()).toBe('Noah'));

    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(votesStore.voteOf('noah')).toBe('dislike');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(votesStore.voteOf('mila')).toBe('like');

    fireEvent.keyDown(window, { key: 'u' });
    expect(votesStore.voteOf('mila')).toBeUndefined();
    expect(outbox.get()).toContainEqual(expect.objectContaining({ kind: 'unvote', nameId: 'mila' }));
    fireEvent.keyDown(window, { key: 'Backspace' });
    expect(votesStore.voteOf('noah')).toBeUndefined();
    await waitFor(() => expect(currentName()).toBe('Noah'));
  });

  it('list view shows a row per name; voting a row removes it', async () => {
    const user = userEvent.setup();
    await renderApp('/baby');
    await waitFor(() => expect(screen.getByTestId('current-card')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Switch to list view' }));
    expect(screen.getByText('List view active')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('name-row');
    expect(rows.length).toBeGreaterThan(0);
    const first = rows[0]?.textContent ?? '';
    const firstName = NAMES.find((name) => first.includes(name.name))?.name ?? '';
    await user.click(screen.getByRole('button', { name: `Dislike ${firstName}` }));
    expect(screen.queryByRole('button', { name: `Dislike ${firstName}` })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to swipe view' }));
    expect(screen.getByText('Swipe view active')).toBeInTheDocument();
  });
});

describe('empty deck', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the empty state when the fetch fails', async () => {
    fakeApi({});
    preferencesStore.setSelectedTags([]);
    preferencesStore.setSelectedGenders(['M', 'F', 'N']);
    await renderApp('/baby');
    expect(await screen.findByText('The name list is empty!')).toBeInTheDocument();
    expect(screen.getByText('Come back later for more names.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Any gender' })).not.toBeInTheDocument();
  });

  it('says when the filters leave nothing and widens them one step on request, in swipe and list view', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      '/api/names/unvoted': (url: URL) =>
        url.searchParams.get('tagMatch') === 'any' ? [{ ...NAMES[0], id: 'eleni', name: 'Eleni' }] : [],
    });
    preferencesStore.setSelectedTags(['greek', 'nature']);
    preferencesStore.setSelectedGenders(['F']);
    preferencesStore.setTagMatch('all');
    await renderApp('/baby');
    expect(await screen.findByText('No names left with these filters')).toBeInTheDocument();
    expect(screen.queryByTestId('deck-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Any gender' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All places' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to list view' }));
    await user.click(screen.getByRole('button', { name: 'Match any category' }));
    expect(await screen.findByRole('button', { name: 'Like Eleni' })).toBeInTheDocument();
    expect(preferencesStore.get().tagMatch).toBe('any');
    expect(preferencesStore.get().selectedGenders).toEqual(['F']);
    const last = String(api.mock.calls.at(-1)?.[0]);
    expect(last).toContain('tagMatch=any');
    expect(last).toContain('tags=greek');
  });

  it('announces each vote and the name now on top in a polite live region', async () => {
    const user = userEvent.setup();
    preferencesStore.setLastName('');
    preferencesStore.setSelectedTags(['announcer']);
    fakeApi({
      '/api/names/unvoted': ['Ada', 'Bo', 'Cas'].map((name) => ({
        id: `a-${name}`,
        name,
        gender: 'N',
        tags: [],
        popularIn: [],
        originLanguages: [],
      })),
      '/api/votes': [],
      '/api/votes/stats': { likes: 0, partnerLikes: 0, matches: 0 },
    });
    await renderApp('/baby');
    await waitFor(() => expect(currentName()).toBeTruthy());
    const announcer = screen.getByTestId('deck-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    const first = currentName();
    expect(announcer).toHaveTextContent(`${first}`);
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(currentName()).not.toBe(first));
    const second = currentName();
    await waitFor(() => expect(announcer).toHaveTextContent(`Liked ${first}. Now showing ${second}.`));
    await user.click(screen.getByRole('button', { name: 'Dislike' }));
    await waitFor(() =>
      expect(announcer).toHaveTextContent(new RegExp(`^Disliked ${second}\\. Now showing`)),
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(announcer).toHaveTextContent(`${second} is back`));
    expect(screen.getByRole('heading', { level: 1, name: 'Swipe' })).toBeInTheDocument();
  });
});

describe('while the Loading overlay covers the card', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the arrow keys and the vote buttons do nothing', async () => {
    fakeApi({
      '/api/names/unvoted': NAMES,
      '/api/votes': [],
      '/api/votes/stats': { likes: 0, partnerLikes: 0, matches: 0 },
    });
    await renderApp('/baby');
    await waitFor(() => expect(currentName()).toBeTruthy());
    const first = currentName();
    const votes = votesStore.get();
    act(() => realtimeClient.connected.set(false));
    expect(screen.getByRole('button', { name: 'Like' })).toBeDisabled();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(votesStore.get()).toBe(votes);
    expect(currentName()).toBe(first);

    act(() => realtimeClient.connected.set(true));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(votesStore.get()).not.toBe(votes);
    await waitFor(() => expect(currentName()).not.toBe(first));
  });
});
