import type { NameItem } from '@name-swiper/contract/names';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NameCardContent } from '../../features/swipe/components/name-card-content';
import { changeLanguage } from '../../i18n/i18n';
import { cheersStore } from '../../stores/cheers-store';
import { fakeRealtime } from '../../test/fake-realtime';
import { fakeApi, renderApp } from '../../test/render-app';

const emma: NameItem = {
  id: 'emma',
  name: 'Emma',
  gender: 'F',
  tags: [],
  popularIn: [],
  originLanguages: [],
};
const vote = (nameId: string, name: string, cheers?: string[]) => ({
  nameId,
  name,
  approved: true,
  votedAt: '2026-01-02T00:00:00.000Z',
  gender: 'F',
  ...(cheers ? { cheers } : {}),
});
const marks = (container: HTMLElement) =>
  within(container)
    .queryAllByTestId('cheer')
    .map((mark) => mark.querySelector('[aria-hidden="true"]')?.textContent);

describe('a supporter who likes a name, as a parent sees it (decision 90)', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    cheersStore.learn([
      { nameId: 'emma', cheers: [] },
      { nameId: 'noah', cheers: [] },
    ]);
    await act(() => changeLanguage('en'));
  });

  it('marks the card with "Oma ♥", said in words to a screen reader, in English and Dutch', async () => {
    const { container } = render(<NameCardContent item={{ ...emma, cheers: ['Oma', ''] }} interactive />);
    expect(marks(container)).toEqual(['Oma ♥', 'A supporter ♥']);
    expect(screen.getByRole('list', { name: 'Supporters who like this name' })).toBeInTheDocument();
    expect(screen.getByText('Oma likes this name')).toBeInTheDocument();
    await act(() => changeLanguage('nl'));
    expect(marks(container)).toEqual(['Oma ♥', 'Een supporter ♥']);
    expect(screen.getByText('Oma vindt deze naam mooi')).toBeInTheDocument();
  });

  it('shows no mark on a card nobody cheers', () => {
    const { container } = render(<NameCardContent item={emma} interactive />);
    expect(marks(container)).toEqual([]);
  });

  it('follows who cheers live: a like comes, and goes when taken back', async () => {
    const realtime = fakeRealtime();
    fakeApi({ '/api/votes': [], '/api/family': { members: ['Anna'] } });
    await renderApp('/history');
    const { container } = render(<NameCardContent item={emma} interactive />);
    act(() => realtime.deliver('/user/queue/cheers', { nameId: 'emma', cheers: ['Oma'] }));
    expect(marks(container)).toEqual(['Oma ♥']);
    act(() => realtime.deliver('/user/queue/cheers', { nameId: 'emma', cheers: [] }));
    expect(marks(container)).toEqual([]);
  });

  it('marks History and Matches rows with the cheers the server lists', async () => {
    fakeRealtime();
    fakeApi({
      '/api/family': { members: ['Anna', 'Bram', 'Oma'] },
      '/api/votes': [vote('emma', 'Emma', ['Oma']), vote('noah', 'Noah')],
      '/api/votes/matches': [vote('emma', 'Emma', ['Oma'])],
      '/api/votes/stats': { likes: 2, partnerLikes: 1, matches: 1 },
    });
    const history = await renderApp('/history');
    const rows = await screen.findAllByTestId('vote-row');
    expect(rows.map((row) => [row.textContent?.includes('Emma'), marks(row)])).toEqual([
      [true, ['Oma ♥']],
      [false, []],
    ]);
    history.unmount();
    await renderApp('/matches');
    const matches = await screen.findAllByTestId('vote-row');
    expect(matches.map((row) => marks(row))).toEqual([['Oma ♥']]);
  });
});
