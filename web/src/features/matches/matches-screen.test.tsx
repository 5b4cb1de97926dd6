import 'fake-indexeddb/auto';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retractVote } from '../../api/realtime/voting';
import { changeLanguage } from '../../i18n/i18n';
import { matchListCache } from '../../stores/match-list-cache';
import { fakeApi, renderApp, TEST_DEVICE_ID } from '../../test/render-app';

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
    await renderApp('/matches');
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
    await renderApp('/matches');
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
    await renderApp('/matches');
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
    await renderApp('/matches');
    expect(await screen.findByText('No matches yet.')).toBeInTheDocument();
  });

  it('offline: the last list the server returned, minus the names disliked or undone here since', async () => {
    const OLIVIA = { ...EMMA, nameId: 'olivia', name: 'Olivia' };
    const LIAM = { ...EMMA, nameId: 'liam', name: 'Liam', gender: 'M' };
    const SOFIA = { ...EMMA, nameId: 'sofia', name: 'Sofia' };
    const together = {
      '/api/family': { members: ['Anna', 'Bram'] },
      '/api/votes': [OLIVIA, LIAM],
      '/api/votes/stats': { likes: 2, partnerLikes: 2, matches: 2 },
    };
    fakeApi({ ...together, '/api/votes/matches': [OLIVIA, LIAM] });
    await renderApp('/matches');
    await waitFor(() => expect(screen.getAllByTestId('vote-row')).toHaveLength(2));
    await vi.waitFor(async () => expect(await matchListCache.load(TEST_DEVICE_ID)).toEqual([OLIVIA, LIAM]));
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await renderApp('/matches');
    await waitFor(() => expect(screen.getAllByTestId('vote-row')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Dislike Liam' }));
    expect(screen.getAllByTestId('vote-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Olivia'),
    ]);
    act(() => retractVote('olivia'));
    expect(screen.getByText('No matches yet.')).toBeInTheDocument();

    // Back online, the server's list (with Bram's new match) replaces the saved one.
    fakeApi({ ...together, '/api/votes/matches': [SOFIA] });
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Like Sofia' })).toBeInTheDocument();
    await vi.waitFor(async () => expect(await matchListCache.load(TEST_DEVICE_ID)).toEqual([SOFIA]));
  });

  it('lists a match on two spellings once, asking to choose a spelling together (en, nl)', async () => {
    const ZOE = { ...EMMA, nameId: 'zoe', name: 'Zoe', spellings: ['Zoe', 'Zoë'] };
    fakeApi({
      '/api/family': { members: ['Anna', 'Bram'] },
      '/api/votes': [ZOE],
      '/api/votes/matches': [ZOE],
      '/api/votes/stats': { likes: 1, partnerLikes: 1, matches: 1 },
    });
    await renderApp('/matches');
    const question = await screen.findByTestId('choose-spelling');
    expect(question).toHaveTextContent('Zoe / Zoë: choose a spelling together');
    expect(question).toHaveAttribute('href', '/name/Zoe');
    expect(within(screen.getByTestId('vote-row')).getByRole('button', { name: 'Like Zoe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('choose-spelling')).toHaveTextContent('Zoe / Zoë: kies samen een schrijfwijze');
    await act(() => changeLanguage('en'));
  });
});
