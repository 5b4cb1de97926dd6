import { LOVES_PER_DAY, MAYBE_RETURN_AFTER_VOTES } from '@name-swiper/contract/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeClient } from '../../api/realtime/realtime-client';
import { changeLanguage } from '../../i18n/i18n';
import { outbox } from '../../stores/outbox-store';
import { preferencesStore } from '../../stores/preferences-store';
import { votesStore } from '../../stores/votes-store';
import { fakeRealtime } from '../../test/fake-realtime';
import { fakeApi, renderApp } from '../../test/render-app';

const card = (name: string, tag = 'english') => ({
  id: name.toLowerCase(),
  name,
  gender: 'F',
  tags: [tag],
  popularIn: ['us'],
  originLanguages: ['la'],
});
/** Each test deals a deck of its own (the deck and the vote record outlive a screen): its tag names its names. */
const deckOf = (tag: string) =>
  Array.from({ length: 40 }, (_, index) => card(`${tag}${String(index).padStart(2, '0')}`, tag));

const currentName = () =>
  screen.getByTestId('current-card').querySelector('[data-testid="card-name"]')?.textContent;
const currentCard = () => within(screen.getByTestId('current-card'));

async function swipe(key: string) {
  const before = currentName();
  fireEvent.keyDown(window, { key });
  await waitFor(() => expect(currentName()).not.toBe(before));
  return before;
}

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  realtimeClient.connected.set(true);
  api = fakeApi({
    '/api/names/unvoted': (url: URL) => deckOf(url.searchParams.get('tags') ?? 'english'),
    '/api/votes': [],
    '/api/votes/stats': { likes: 0, partnerLikes: 0, matches: 0 },
  });
});
const dealDeck = (tag: string) => preferencesStore.setSelectedTags([tag]);
afterEach(async () => {
  realtimeClient.connected.set(false);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('love and maybe on the swipe screen (issue 33)', () => {
  it('loves with the button and ↑, says maybe with the button and ↓, each sent beside approved and announced', async () => {
    const user = userEvent.setup();
    dealDeck('name');
    await renderApp('/baby');
    await waitFor(() => expect(currentName()).toBe('name00'));
    await user.click(screen.getByRole('button', { name: 'Love' }));
    expect(votesStore.voteOf('name00')).toBe('love');
    expect(outbox.get()).toContainEqual(
      expect.objectContaining({ kind: 'vote', nameId: 'name00', approved: true, feeling: 'love' }),
    );
    await waitFor(() => expect(screen.getByTestId('deck-announcer')).toHaveTextContent('Loved name00.'));
    await swipe('ArrowDown');
    expect(votesStore.voteOf('name01')).toBe('maybe');
    expect(outbox.get()).toContainEqual(
      expect.objectContaining({ kind: 'vote', nameId: 'name01', approved: false, feeling: 'maybe' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('deck-announcer')).toHaveTextContent('name01 put aside for later.'),
    );
    await swipe('ArrowUp');
    expect(votesStore.voteOf('name02')).toBe('love');
    // The spec's like and dislike are unchanged: no feeling beside them.
    await swipe('ArrowRight');
    expect(outbox.get().find((entry) => entry.nameId === 'name03')).not.toHaveProperty('feeling');
    // Undo restores a loved card as it does a liked one, and takes the love back.
    fireEvent.keyDown(window, { key: 'u' });
    fireEvent.keyDown(window, { key: 'u' });
    await waitFor(() => expect(currentName()).toBe('name02'));
    expect(votesStore.voteOf('name02')).toBeUndefined();
    expect(outbox.get()).toContainEqual(expect.objectContaining({ kind: 'unvote', nameId: 'name02' }));
  });

  it(`after ${LOVES_PER_DAY} loves today, says so on screen in English and Dutch and loves no more`, async () => {
    dealDeck('allowance');
    await renderApp('/baby');
    await waitFor(() => expect(currentName()).toBeTruthy());
    const loved = votesStore.get().filter((vote) => vote.vote === 'love').length;
    for (let love = loved; love < LOVES_PER_DAY; love++) {
      await swipe('ArrowUp');
    }
    expect(screen.getByRole('button', { name: 'Love' })).toBeDisabled();
    expect(screen.getByTestId('no-loves-left')).toHaveTextContent(
      /^No loves left today \(3 a day\)\. The next one is back at \d\d:\d\d( [AP]M)?\.$/,
    );
    const before = currentName();
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    expect(currentName()).toBe(before);
    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('no-loves-left')).toHaveTextContent(
      /^Vandaag geen dol op meer \(3 per dag\)\. Om \d\d:\d\d heb je er weer een\.$/,
    );
    expect(screen.getByRole('button', { name: 'Dol op' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Misschien' })).toBeEnabled();
  });

  it(`deals a maybe again after ${MAYBE_RETURN_AFTER_VOTES} more swipes, saying it is back`, async () => {
    dealDeck('later');
    await renderApp('/baby');
    await waitFor(() => expect(currentName()).toBeTruthy());
    const putAside = await swipe('ArrowDown');
    const votesSince = () => votesStore.get().filter((vote) => vote.id.startsWith('later')).length - 1;
    const seen: string[] = [];
    // Votes, not swipes: an ad card (every fifth draw) leaves without one.
    while (votesSince() < MAYBE_RETURN_AFTER_VOTES) {
      seen.push((await swipe('ArrowLeft')) ?? '');
    }
    expect(seen).not.toContain(putAside);
    expect(currentName()).not.toBe(putAside);
    // Due with the last of those votes, it is the card behind the one on top.
    expect(screen.getByTestId('next-card')).toHaveTextContent(putAside ?? '');
    await swipe('ArrowLeft');
    expect(currentName()).toBe(putAside);
    expect(currentCard().getByTestId('card-back-from-maybe')).toHaveTextContent(
      'You said maybe: here it is again',
    );
    await act(() => changeLanguage('nl'));
    expect(currentCard().getByTestId('card-back-from-maybe')).toHaveTextContent(
      'Je zei misschien: hier is hij weer',
    );
  });

  it('marks a name a partner loves with their name, dealt within a few cards', async () => {
    const realtime = fakeRealtime();
    dealDeck('partner');
    await renderApp('/baby');
    await waitFor(() => expect(currentName()).toBeTruthy());
    const loved = { ...card('Hamza', 'partner'), lovedBy: ['Anna'] };
    act(() =>
      realtime.deliver('/user/queue/partner-like', {
        name: loved,
        initial: 'h',
        length: 'medium',
        eras: ['modern'],
      }),
    );
    const seen: string[] = [];
    while (!seen.includes('Hamza') && seen.length < 5) {
      seen.push((await swipe('ArrowLeft')) ?? '');
      if (currentName() === 'Hamza') {
        break;
      }
    }
    expect(currentName()).toBe('Hamza');
    expect(seen.length).toBeLessThanOrEqual(3);
    expect(currentCard().getByTestId('card-loved-by')).toHaveTextContent('Anna loves this one');
    await act(() => changeLanguage('nl'));
    expect(currentCard().getByTestId('card-loved-by')).toHaveTextContent('Anna is dol op deze naam');
  });

  it('offers love and maybe in the list view too', async () => {
    const user = userEvent.setup();
    dealDeck('list');
    await renderApp('/baby');
    await waitFor(() => expect(currentName()).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Switch to list view' }));
    await user.click(await screen.findByRole('button', { name: 'Maybe list03' }));
    expect(votesStore.voteOf('list03')).toBe('maybe');
    expect(screen.queryByRole('button', { name: 'Maybe list03' })).not.toBeInTheDocument();
    // Today's loves went in the test before: love is off here as on the card.
    expect(screen.getByRole('button', { name: 'Love list04' })).toBeDisabled();
    expect(screen.getByTestId('no-loves-left')).toBeInTheDocument();
    expect(api).toHaveBeenCalled();
  });
});
