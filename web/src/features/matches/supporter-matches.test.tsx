import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { fakeRealtime } from '../../test/fake-realtime';
import { fakeApi, renderApp } from '../../test/render-app';

const roles = (shareMatches: boolean) => ({
  role: 'supporter',
  members: [
    { name: 'Oma', role: 'supporter', key: 'k0', you: true },
    { name: 'Anna', role: 'parent', key: 'k1', you: false },
    { name: 'Bram', role: 'parent', key: 'k2', you: false },
  ],
  shareMatches,
});

describe("a supporter's Matches (decision 91)", () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it("says the parents have not shared their matches, then lists them once a parent does, without the parents' stats or Decide", async () => {
    let shared = false;
    fakeApi({
      '/api/family': { members: ['Oma', 'Anna', 'Bram'] },
      '/api/family/roles': () => roles(shared),
      '/api/family/matches': () =>
        shared
          ? {
              shared: true,
              matches: [
                { nameId: 'emma', name: 'Emma', gender: 'F', matchedAt: '2026-01-02T00:00:00.000Z' },
                { nameId: 'noah', name: 'Noah', gender: 'M', matchedAt: '2026-01-01T00:00:00.000Z' },
              ],
            }
          : { shared: false, matches: [] },
      '/api/votes': [
        { nameId: 'emma', name: 'Emma', approved: true, votedAt: '2026-01-01T00:00:00.000Z', gender: 'F' },
      ],
      '/api/votes/matches': [],
      '/api/votes/stats': { likes: 1, partnerLikes: 0, matches: 0 },
    });
    const realtime = fakeRealtime();
    await renderApp('/matches');
    expect(await screen.findByTestId('matches-not-shared')).toHaveTextContent(
      'The parents have not shared their matches yet.',
    );
    expect(screen.queryByTestId('match-stats')).not.toBeInTheDocument();

    shared = true;
    act(() => realtime.deliver('/user/queue/family-roles', roles(true)));
    const rows = await screen.findAllByTestId('vote-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Emma'),
      expect.stringContaining('Noah'),
    ]);
    // Her own vote on each: she liked Emma, and has not voted on Noah.
    await waitFor(() =>
      expect(within(rows[0] ?? document.body).getByRole('button', { name: 'Like Emma' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(within(rows[1] ?? document.body).getByRole('button', { name: 'Like Noah' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByTestId('match-stats')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Rank/ })).not.toBeInTheDocument();

    await act(() => changeLanguage('nl'));
    expect(screen.getByText(/De namen die de ouders allemaal mooi vinden/)).toBeInTheDocument();
  });

  it('in Dutch: the parents have not shared them yet', async () => {
    fakeApi({
      '/api/family': { members: ['Oma', 'Anna', 'Bram'] },
      '/api/family/roles': roles(false),
      '/api/family/matches': { shared: false, matches: [] },
      '/api/votes': [],
      '/api/votes/matches': [],
      '/api/votes/stats': { likes: 0, partnerLikes: 0, matches: 0 },
    });
    fakeRealtime();
    await changeLanguage('nl');
    await renderApp('/matches');
    expect(await screen.findByTestId('matches-not-shared')).toHaveTextContent(
      'De ouders hebben hun matches nog niet gedeeld.',
    );
  });
});

describe("a supporter's Settings", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it("leaves the family's last name and own names to the parents, in English and Dutch", async () => {
    fakeApi({
      '/api/family': { members: ['Oma', 'Anna', 'Bram'] },
      '/api/family/roles': roles(false),
      '/api/votes': [],
    });
    await renderApp('/settings');
    expect(await screen.findByTestId('parents-decide')).toHaveTextContent(
      "The parents set the family's last name",
    );
    expect(screen.queryByRole('button', { name: 'Add name' })).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Your last name')).not.toBeInTheDocument();
    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('parents-decide')).toHaveTextContent('De ouders kiezen de achternaam');
  });
});
