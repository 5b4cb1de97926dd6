import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
