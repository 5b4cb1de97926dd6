import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { votesStore } from '../../stores/votes-store';
import { fakeApi, renderApp } from '../../test/render-app';

const VOTES = {
  '/api/votes': [
    { nameId: 'mila', name: 'Mila', approved: true, votedAt: '2026-01-02T00:00:00.000Z', gender: 'F' },
    { nameId: 'noah', name: 'Noah', approved: false, votedAt: '2026-01-01T00:00:00.000Z', gender: 'M' },
    { nameId: 'sam', name: 'Sam', approved: true, votedAt: '2025-12-31T00:00:00.000Z', gender: 'N' },
  ],
  '/api/votes/likes': [
    { nameId: 'mila', name: 'Mila', approved: true, votedAt: '2026-01-02T00:00:00.000Z', gender: 'F' },
    { nameId: 'sam', name: 'Sam', approved: true, votedAt: '2025-12-31T00:00:00.000Z', gender: 'N' },
  ],
  '/api/votes/dislikes': [],
  '/api/votes/stats': { likes: 2, partnerLikes: 0, matches: 0 },
};

const FEELINGS = {
  '/api/votes': [
    {
      nameId: 'ada',
      name: 'Ada',
      approved: true,
      feeling: 'love',
      votedAt: '2026-02-04T00:00:00.000Z',
      gender: 'F',
    },
    {
      nameId: 'bo',
      name: 'Bo',
      approved: false,
      feeling: 'maybe',
      maybes: 1,
      votedAt: '2026-02-03T00:00:00.000Z',
      gender: 'N',
    },
    { nameId: 'cas', name: 'Cas', approved: true, votedAt: '2026-02-02T00:00:00.000Z', gender: 'M' },
    { nameId: 'dex', name: 'Dex', approved: false, votedAt: '2026-02-01T00:00:00.000Z', gender: 'M' },
  ],
  '/api/votes/stats': { likes: 2, partnerLikes: 0, matches: 0 },
};

describe('history screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the votes newest first with gender labels and the current vote highlighted', async () => {
    fakeApi(VOTES);
    await renderApp('/history');
    await waitFor(() => expect(screen.getAllByTestId('vote-row')).toHaveLength(3));
    const rows = screen.getAllByTestId('vote-row');
    expect(rows.map((row) => row.querySelector('a')?.textContent)).toEqual(['Mila', 'Noah', 'Sam']);
    expect(rows[0]).toHaveTextContent('Girl name');
    expect(rows[1]).toHaveTextContent('Boy name');
    expect(rows[2]).toHaveTextContent('Unisex');
    expect(screen.getByRole('button', { name: 'Like Mila' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Mila' })).toHaveAttribute('href', '/name/Mila');
  });

  it('filters with the chips and changes a vote', async () => {
    const user = userEvent.setup();
    fakeApi(VOTES);
    await renderApp('/history');
    await user.click(screen.getByRole('button', { name: 'Likes' }));
    await waitFor(() => expect(screen.getAllByTestId('vote-row')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Dislike Sam' }));
    expect(votesStore.voteOf('sam')).toBe('dislike');
    expect(screen.getByRole('button', { name: 'Dislike Sam' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('vote-change')).toHaveTextContent('Changed, was liked');
    // The server has not heard of the change yet; History shows the device's own record.
    await user.click(screen.getByRole('button', { name: 'Dislikes' }));
    await waitFor(() => expect(screen.getAllByTestId('vote-row')).toHaveLength(2));
    const rows = screen.getAllByTestId('vote-row');
    expect(rows.map((row) => row.querySelector('a')?.textContent)).toEqual(['Sam', 'Noah']);
  });

  it('shows loves and maybes, with a Maybe chip between Likes and Dislikes, in English and Dutch', async () => {
    const user = userEvent.setup();
    fakeApi(FEELINGS);
    await renderApp('/history');
    await waitFor(() => expect(rowNames()).toEqual(['Ada', 'Bo', 'Cas', 'Dex']));
    expect(screen.getByRole('button', { name: 'Love Ada' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Like Ada' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Maybe Bo' })).toHaveAttribute('aria-pressed', 'true');
    const chips = within(screen.getByRole('group', { name: 'Show votes' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', 'Likes', 'Maybe', 'Dislikes']);

    await user.click(screen.getByRole('button', { name: 'Likes' }));
    await waitFor(() => expect(rowNames()).toEqual(['Ada', 'Cas']));
    await user.click(screen.getByRole('button', { name: 'Maybe' }));
    await waitFor(() => expect(rowNames()).toEqual(['Bo']));
    await user.click(screen.getByRole('button', { name: 'Dislikes' }));
    await waitFor(() => expect(rowNames()).toEqual(['Dex']));

    // A maybe is decided from the Maybe chip like any vote.
    await user.click(screen.getByRole('button', { name: 'Maybe' }));
    await user.click(await screen.findByRole('button', { name: 'Like Bo' }));
    expect(votesStore.voteOf('bo')).toBe('like');
    expect(screen.getByTestId('vote-change')).toHaveTextContent('Changed, was maybe');
    await act(() => changeLanguage('nl'));
    expect(screen.getByRole('button', { name: 'Misschien' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('vote-change')).toHaveTextContent('Veranderd, was eerst misschien');
    await act(() => changeLanguage('en'));
  });
});

/** The rows of the names above (an earlier test's vote, still on its way, stays on the record). */
const rowNames = () =>
  screen
    .getAllByTestId('vote-row')
    .map((row) => row.querySelector('a')?.textContent)
    .filter((name) => ['Ada', 'Bo', 'Cas', 'Dex'].includes(name ?? ''));
