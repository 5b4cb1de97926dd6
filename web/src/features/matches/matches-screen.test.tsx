import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '../../test/render-app';

const EMMA = {
  nameId: 'emma',
  name: 'Emma',
  approved: true,
  votedAt: '2026-01-02T00:00:00.000Z',
  gender: 'F',
};

describe('Matches', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('alone: explains where to add family members', async () => {
    fakeApi({
      '/api/family': { members: ['Anna'] },
      '/api/votes': [],
      '/api/votes/matches': [],
      '/api/votes/stats': { likes: 3, partnerLikes: 0, matches: 0 },
    });
    renderApp('/matches');
    expect(
      await screen.findByText('Add family members on the Together page to see your matches.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add family members' })).toHaveAttribute('href', '/together');
  });

  it('together: the real stats and the matched names', async () => {
    fakeApi({
      '/api/family': { members: ['Anna', 'Bram'] },
      '/api/votes': [EMMA],
      '/api/votes/matches': [EMMA],
      '/api/votes/stats': { likes: 5, partnerLikes: 7, matches: 1 },
    });
    renderApp('/matches');
    const row = await screen.findByTestId('vote-row');
    expect(row).toHaveTextContent('Emma');
    expect(within(row).getByRole('button', { name: 'Like Emma' })).toHaveAttribute('aria-pressed', 'true');
    const stats = screen.getByTestId('match-stats');
    expect(await within(stats).findByText('5')).toBeInTheDocument();
    expect(within(stats).getByText('7')).toBeInTheDocument();
    expect(within(stats).getByText("Partner's likes")).toBeInTheDocument();
  });

  it('a match disliked from the list leaves it at once', async () => {
    const NOAH = { ...EMMA, nameId: 'noah', name: 'Noah', gender: 'M' };
    fakeApi({
      '/api/family': { members: ['Anna', 'Bram'] },
      '/api/votes': [EMMA, NOAH],
      '/api/votes/matches': [EMMA, NOAH],
      '/api/votes/stats': { likes: 2, partnerLikes: 2, matches: 2 },
    });
    renderApp('/matches');
    await waitFor(() => expect(screen.getAllByTestId('vote-row')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Dislike Noah' }));
    expect(screen.getAllByTestId('vote-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Emma'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Dislike Emma' }));
    expect(screen.getByText('No matches yet.')).toBeInTheDocument();
  });

  it('together without matches: No matches yet.', async () => {
    fakeApi({
      '/api/family': { members: ['Anna', 'Bram'] },
      '/api/votes': [],
      '/api/votes/matches': [],
      '/api/votes/stats': { likes: 0, partnerLikes: 0, matches: 0 },
    });
    renderApp('/matches');
    expect(await screen.findByText('No matches yet.')).toBeInTheDocument();
  });
});
