import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { fakeApi, renderApp } from '../../test/render-app';

const match = (name: string) => ({
  nameId: name.toLowerCase(),
  name,
  approved: true,
  votedAt: '2026-01-02T00:00:00.000Z',
  gender: 'N',
});

function withMatches(names: string[]) {
  const matches = names.map(match);
  fakeApi({
    '/api/family': { members: ['Anna', 'Bram'] },
    '/api/votes': matches,
    '/api/votes/matches': matches,
    '/api/votes/stats': { likes: names.length, partnerLikes: names.length, matches: names.length },
  });
}

describe('Matches: the way to Decide', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('is offered from three matches on, in English and Dutch', async () => {
    withMatches(['Emma', 'Liam', 'Noah']);
    const { unmount } = await renderApp('/matches');
    expect(await screen.findByRole('link', { name: 'Rank them together' })).toHaveAttribute(
      'href',
      '/decide',
    );
    unmount();
    await changeLanguage('nl');
    await renderApp('/matches');
    expect(await screen.findByRole('link', { name: 'Samen rangschikken' })).toHaveAttribute(
      'href',
      '/decide',
    );
  });

  it('is not offered with two matches', async () => {
    withMatches(['Emma', 'Liam']);
    await renderApp('/matches');
    await screen.findAllByTestId('vote-row');
    expect(screen.queryByRole('link', { name: 'Rank them together' })).not.toBeInTheDocument();
  });
});
