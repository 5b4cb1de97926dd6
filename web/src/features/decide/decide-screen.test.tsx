import { DECIDE_MAX_NAMES } from '@name-swiper/contract/decide';
import type { DecideState } from '@name-swiper/contract/decide';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { fakeRealtime } from '../../test/fake-realtime';
import { fakeApi, renderApp } from '../../test/render-app';

const NAMES = [
  { nameId: 'emma', name: 'Emma' },
  { nameId: 'liam', name: 'Liam' },
  { nameId: 'noah', name: 'Noah' },
];
const ranked = (order: string[]) => order.map((nameId, index) => ({ nameId, ordinal: 3 - index }));

function state(overrides: Partial<DecideState> = {}): DecideState {
  return {
    names: NAMES,
    rankings: [
      {
        member: 'Anna',
        you: true,
        comparisons: 0,
        ranking: ranked(['emma', 'liam', 'noah']),
        settled: false,
      },
      {
        member: 'Bram',
        you: false,
        comparisons: 2,
        ranking: ranked(['noah', 'liam', 'emma']),
        settled: true,
      },
    ],
    ours: [
      { nameId: 'noah', place: 1, talkAbout: true },
      { nameId: 'liam', place: 2, talkAbout: false },
      { nameId: 'emma', place: 3, talkAbout: true },
    ],
    comparedPairs: [],
    ...overrides,
  };
}

const ourRanking = () => within(screen.getByTestId('our-ranking')).getAllByRole('listitem');

describe('Decide', () => {
  let answer: DecideState;
  beforeEach(() => {
    answer = state();
    fakeApi({
      '/api/decide': () => answer,
      '/api/family': { members: ['Anna', 'Bram'] },
      '/api/votes': [],
      '/api/votes/stats': { likes: 3, partnerLikes: 3, matches: 3 },
    });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('asks about two of the names and sends the one picked by a tap, by ← or by →; Skip sends nothing', async () => {
    const realtime = fakeRealtime();
    const user = userEvent.setup();
    await renderApp('/decide');
    expect(await screen.findByRole('heading', { name: 'Which do you prefer?' })).toBeInTheDocument();
    const [left, right] = screen.getAllByTestId('decide-choice');
    const leftName = left?.textContent ?? '';
    const rightName = right?.textContent ?? '';
    expect(NAMES.map((name) => name.name)).toEqual(expect.arrayContaining([leftName, rightName]));

    await user.click(screen.getByRole('button', { name: `Choose ${leftName}` }));
    const idOf = (name: string) => name.toLowerCase();
    expect(realtime.publish).toHaveBeenLastCalledWith('/app/decide/compare', {
      winnerId: idOf(leftName),
      loserId: idOf(rightName),
    });

    const [nextLeft, nextRight] = screen
      .getAllByTestId('decide-choice')
      .map((button) => button.textContent ?? '');
    expect(new Set([nextLeft, nextRight])).not.toEqual(new Set([leftName, rightName]));

    realtime.publish.mockClear();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(realtime.publish).not.toHaveBeenCalled();
    const [thirdLeft, thirdRight] = screen
      .getAllByTestId('decide-choice')
      .map((button) => button.textContent ?? '');
    await user.keyboard('{ArrowRight}');
    expect(realtime.publish).toHaveBeenLastCalledWith('/app/decide/compare', {
      winnerId: idOf(thirdRight ?? ''),
      loserId: idOf(thirdLeft ?? ''),
    });
  });

  it('ends once my answers put every name in order: at most the pairs left, then done, and nothing more is asked', async () => {
    const realtime = fakeRealtime();
    const user = userEvent.setup();
    await renderApp('/decide');
    await screen.findByRole('heading', { name: 'Which do you prefer?' });
    expect(screen.getByText(/Decide stops once your answers put every name in order/)).toHaveTextContent(
      'at most 3 more questions',
    );
    const preference = ['Noah', 'Liam', 'Emma'];
    let answers = 0;
    while (screen.queryAllByTestId('decide-choice').length > 0) {
      const [left = '', right = ''] = screen
        .getAllByTestId('decide-choice')
        .map((button) => button.textContent ?? '');
      await user.keyboard(
        preference.indexOf(left) < preference.indexOf(right) ? '{ArrowLeft}' : '{ArrowRight}',
      );
      answers += 1;
      expect(answers).toBeLessThanOrEqual(3);
    }
    expect(answers).toBeGreaterThanOrEqual(2);
    expect(realtime.publish).toHaveBeenCalledTimes(answers);
    expect(screen.getByRole('heading', { name: 'All in order' })).toBeInTheDocument();
    expect(screen.getByText('Your answers put all 3 names in order. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Which do you prefer?' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowRight}');
    expect(realtime.publish).toHaveBeenCalledTimes(answers);
  });

  it('is done at once when the answers from the server settle my order, and says whom our ranking waits for', async () => {
    answer = state({
      comparedPairs: [
        ['noah', 'liam'],
        ['liam', 'emma'],
      ],
      rankings: [
        {
          member: 'Anna',
          you: true,
          comparisons: 2,
          ranking: ranked(['noah', 'liam', 'emma']),
          settled: true,
        },
        {
          member: 'Bram',
          you: false,
          comparisons: 1,
          ranking: ranked(['noah', 'liam', 'emma']),
          settled: false,
        },
      ],
    });
    fakeRealtime();
    await renderApp('/decide');
    expect(await screen.findByRole('heading', { name: 'All in order' })).toBeInTheDocument();
    expect(screen.queryByTestId('decide-choice')).not.toBeInTheDocument();
    expect(screen.getByText('Our ranking is final once Bram has finished too.')).toBeInTheDocument();
    expect(screen.getByTestId('our-ranking-sureness')).toHaveTextContent(/^A first guess/);
  });

  it('says how sure our ranking is: not ranked before any answer, tied names sharing a place, final when settled', async () => {
    const realtime = fakeRealtime();
    answer = state({
      rankings: state().rankings.map((ranking) => ({ ...ranking, comparisons: 0, settled: false })),
      ours: ['emma', 'liam', 'noah'].map((nameId) => ({ nameId, place: 1, talkAbout: false })),
    });
    await renderApp('/decide');
    await screen.findByRole('heading', { name: 'Our ranking' });
    expect(screen.getByTestId('our-ranking-sureness')).toHaveTextContent(/^Not ranked yet/);
    expect(ourRanking().map((item) => item.textContent)).toEqual(['Emma', 'Liam', 'Noah']);

    const tied = [0, 0, -5];
    act(() =>
      realtime.deliver(
        '/user/queue/decide',
        state({
          rankings: [
            {
              member: 'Anna',
              you: true,
              comparisons: 1,
              ranking: ['liam', 'noah', 'emma'].map((nameId, at) => ({ nameId, ordinal: tied[at] ?? 0 })),
              settled: false,
            },
            {
              member: 'Bram',
              you: false,
              comparisons: 0,
              ranking: ranked(['noah', 'liam', 'emma']),
              settled: false,
            },
          ],
          ours: [
            { nameId: 'liam', place: 1, talkAbout: false },
            { nameId: 'noah', place: 1, talkAbout: false },
            { nameId: 'emma', place: 3, talkAbout: false },
          ],
        }),
      ),
    );
    await waitFor(() =>
      expect(ourRanking().map((item) => item.textContent)).toEqual(['1.Liam', '1.Noah', '3.Emma']),
    );
    expect(screen.getByTestId('our-ranking-sureness')).toHaveTextContent(/^A first guess/);
    const yours = within(screen.getByRole('list', { name: 'Your ranking' })).getAllByRole('listitem');
    expect(yours.map((item) => item.textContent)).toEqual(['1.Liam', '1.Noah', '3.Emma']);

    act(() =>
      realtime.deliver(
        '/user/queue/decide',
        state({
          rankings: state().rankings.map((ranking) => ({ ...ranking, comparisons: 3, settled: true })),
        }),
      ),
    );
    await waitFor(() => expect(screen.getByTestId('our-ranking-sureness')).toHaveTextContent(/^Final/));
  });

  it("shows our ranking with the names to talk about, each member's ranking with their count, and follows live updates", async () => {
    const realtime = fakeRealtime();
    await renderApp('/decide');
    await screen.findByRole('heading', { name: 'Our ranking' });
    expect(ourRanking().map((item) => item.textContent)).toEqual([
      '1.NoahTalk about these',
      '2.Liam',
      '3.EmmaTalk about these',
    ]);
    expect(
      screen.getByText(/one of you ranks the name near the top, the other near the bottom/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your ranking' })).toBeInTheDocument();
    expect(screen.getByText('0 comparisons')).toBeInTheDocument();
    expect(screen.getByText('No answers yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Bram's ranking" })).toBeInTheDocument();
    expect(screen.getByText('2 comparisons')).toBeInTheDocument();

    act(() =>
      realtime.deliver(
        '/user/queue/decide',
        state({
          names: NAMES.slice(0, 2).concat({ nameId: 'mila', name: 'Mila' }),
          rankings: [
            {
              member: 'Anna',
              you: true,
              comparisons: 1,
              ranking: ranked(['liam', 'emma', 'mila']),
              settled: false,
            },
            {
              member: '',
              you: false,
              comparisons: 3,
              ranking: ranked(['liam', 'mila', 'emma']),
              settled: true,
            },
          ],
          ours: ['liam', 'emma', 'mila'].map((nameId, index) => ({
            nameId,
            place: index + 1,
            talkAbout: false,
          })),
        }),
      ),
    );
    await waitFor(() =>
      expect(ourRanking().map((item) => item.textContent)).toEqual(['1.Liam', '2.Emma', '3.Mila']),
    );
    expect(screen.getByText('1 comparison')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Your partner's ranking" })).toBeInTheDocument();
    expect(screen.queryByText(/Noah/)).not.toBeInTheDocument();
  });

  it('lists a match every member loves first before any answer, marked, in English and Dutch', async () => {
    answer = state({
      names: [
        { nameId: 'noah', name: 'Noah', loved: true },
        ...NAMES.filter((name) => name.nameId !== 'noah'),
      ],
      rankings: state().rankings.map((ranking) => ({ ...ranking, comparisons: 0, settled: false })),
    });
    await renderApp('/decide');
    await waitFor(() => expect(ourRanking()).toHaveLength(3));
    expect(ourRanking().map((item) => item.textContent)).toEqual(['NoahYou both love it', 'Emma', 'Liam']);
    await act(() => changeLanguage('nl'));
    expect(within(ourRanking()[0] as HTMLElement).getByTestId('decide-loved')).toHaveTextContent(
      'Jullie zijn er allebei dol op',
    );
  });

  it('shows a refusal from the server, translated', async () => {
    const realtime = fakeRealtime();
    await renderApp('/decide');
    await screen.findByRole('heading', { name: 'Which do you prefer?' });
    act(() => realtime.deliver('/user/queue/errors', { code: 'not-a-match', message: 'Only two…' }));
    expect(await screen.findByText(/That name is no longer one you both like/)).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('with fewer than three shared names, asks nothing and leads back to Matches', async () => {
    answer = state({ names: NAMES.slice(0, 2), ours: [], comparedPairs: [] });
    fakeRealtime();
    await renderApp('/decide');
    expect(await screen.findByText(/starts at three names you both like/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Matches' })).toHaveAttribute('href', '/matches');
    expect(screen.queryByTestId('decide-choice')).not.toBeInTheDocument();
  });

  it('speaks Dutch', async () => {
    await changeLanguage('nl');
    fakeRealtime();
    await renderApp('/decide');
    expect(await screen.findByRole('heading', { name: 'Samen kiezen' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welke vind je mooier?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Overslaan' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Kies / })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Onze ranglijst' })).toBeInTheDocument();
    expect(screen.getAllByText('Bespreek deze')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Jouw ranglijst' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ranglijst van Bram' })).toBeInTheDocument();
    expect(screen.getByText('2 vergelijkingen')).toBeInTheDocument();
    expect(screen.getByText('Nog geen antwoorden.')).toBeInTheDocument();
    expect(
      screen.getByText(/^Samen kiezen stopt zodra je antwoorden alle namen op volgorde zetten/),
    ).toHaveTextContent('nog hooguit 3 vragen.');
    expect(screen.getByTestId('our-ranking-sureness')).toHaveTextContent(/^Een eerste gok/);
  });

  it(`says it compares at most the first ${DECIDE_MAX_NAMES} matches once it has that many, in English and Dutch`, async () => {
    await renderApp('/decide');
    expect(await screen.findByRole('heading', { name: 'Which do you prefer?' })).toBeInTheDocument();
    expect(screen.queryByText(/the first ones you made/)).not.toBeInTheDocument();

    const many = Array.from({ length: DECIDE_MAX_NAMES }, (_, index) => ({
      nameId: `name-${index}`,
      name: `Name${index}`,
    }));
    answer = state({
      names: many,
      rankings: state().rankings.map((ranking) => ({
        ...ranking,
        ranking: ranked(many.map((name) => name.nameId)),
      })),
      ours: many.map((name, index) => ({ nameId: name.nameId, place: index + 1, talkAbout: false })),
    });
    await renderApp('/decide');
    expect(
      await screen.findByText(
        `Decide compares up to ${DECIDE_MAX_NAMES} matches: the first ones you made. To bring in a later one, undo your like on one of these in History.`,
      ),
    ).toBeInTheDocument();
    await act(() => changeLanguage('nl'));
    expect(await screen.findByText(new RegExp(`hooguit ${DECIDE_MAX_NAMES} matches`))).toBeInTheDocument();
  });
});
