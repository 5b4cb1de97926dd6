import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { preferencesStore } from '../../stores/preferences-store';
import { votesStore } from '../../stores/votes-store';
import { fakeApi, renderApp } from '../../test/render-app';

const NO_RELATED = { variants: [], equivalents: [], nicknames: [], nameDays: [], pronunciations: [] };

const EMMA = {
  id: 'emma',
  name: 'Emma',
  gender: 'F',
  tags: ['english', 'netherlands'],
  popularIn: ['nl', 'be'],
  origin: 'Germanic',
  originLanguages: ['gem'],
  meaning: 'whole, universal',
  countries: [
    { country: 'nl', recentBirths: 20000, femaleShare: 1, gender: 'F', latestYear: 2024, peakYear: 2010 },
    { country: 'fr', recentBirths: 9000, femaleShare: 1, gender: 'F', latestYear: 2024, peakYear: 2015 },
  ],
  ...NO_RELATED,
  popularity: [
    { country: 'fr', sex: 'F', firstYear: 1990, counts: [10, 20, 30] },
    { country: 'nl', sex: 'F', firstYear: 1990, counts: [100, 200, 300] },
  ],
};

/** A boy in Italy and Spain, a girl in the US and France (issue 18), with Italy's 2009 missing. */
const ANDREA = {
  id: 'andrea',
  name: 'Andrea',
  gender: 'N',
  tags: ['spanish'],
  popularIn: ['it', 'us', 'es', 'fr'],
  origin: 'Ancient Greek',
  originLanguages: ['grc'],
  countries: [
    {
      country: 'it',
      recentBirths: 90000,
      femaleShare: 0.02,
      gender: 'M',
      latestYear: 2024,
      latestRank: 12,
      peakYear: 2008,
      trend: 'falling',
    },
    {
      country: 'us',
      recentBirths: 30000,
      femaleShare: 0.99,
      gender: 'F',
      latestYear: 2024,
      latestRank: 140,
      peakYear: 2005,
      trend: 'steady',
    },
    { country: 'es', recentBirths: 8000, gender: 'M', latestYear: 2024, latestRank: 60, peakYear: 2003 },
    {
      country: 'fr',
      recentBirths: 5000,
      femaleShare: 0.97,
      gender: 'F',
      latestYear: 2024,
      peakYear: 2012,
      trend: 'rising',
    },
    { country: 'be', recentBirths: 40, latestYear: 2025, peakYear: 2025 },
  ],
  variants: ['Andréa'],
  equivalents: ['Andreas', 'Andrew'],
  nicknames: ['Andy'],
  pronunciations: [],
  nameDays: [
    { country: 'gr', month: 11, day: 30 },
    { country: 'cz', month: 3, day: 3 },
  ],
  popularity: [
    { country: 'it', sex: 'M', firstYear: 2007, counts: [4000, 4100, null, 3900, 3800] },
    { country: 'it', sex: 'F', firstYear: 2007, counts: [60, 70, null, 80, 90] },
    { country: 'us', sex: 'F', firstYear: 2000, counts: [1500, 1400, 1300] },
    { country: 'es', sex: 'M', firstYear: 2002, counts: [700, 650] },
    { country: 'fr', sex: 'F', firstYear: 2010, counts: [410, 420] },
    { country: 'be', sex: 'F', firstYear: 2025, counts: [40] },
  ],
};

const open = async (detail: object, path: string) => {
  fakeApi({ [`/api/names/${path}`]: detail, '/api/votes': [] });
  await renderApp(`/name/${path}`);
  await screen.findByRole('heading', { level: 1 });
};

const linesOf = (chart: HTMLElement) =>
  within(chart)
    .queryAllByTestId('chart-line')
    .map((line) => line.dataset.country);

describe('name detail', () => {
  afterEach(async () => {
    votesStore.removeVote('emma');
    preferencesStore.setSelectedTags(['english']);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await act(() => changeLanguage('en'));
  });

  it('shows a skeleton, then the name, tags, details and the chart of every country with data', async () => {
    fakeApi({ '/api/names/Emma': EMMA, '/api/votes': [] });
    await renderApp('/name/Emma');
    expect(screen.getByTestId('name-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma' })).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Categories' });
    expect(within(tags).getByText('US & England')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.queryByTestId('country-genders')).not.toBeInTheDocument();
    expect(screen.getByText('Popular in')).toBeInTheDocument();
    expect(screen.getByText('the Netherlands and Belgium')).toBeInTheDocument();
    expect(screen.getByText('Germanic')).toBeInTheDocument();
    expect(screen.getByText('whole, universal')).toBeInTheDocument();
    expect(screen.queryByText('Related names')).not.toBeInTheDocument();
    const chart = await screen.findByTestId('popularity-chart');
    expect(within(chart).getByRole('button', { name: 'Netherlands' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(chart).getByRole('button', { name: 'France' })).toHaveAttribute('aria-pressed', 'true');
    expect(linesOf(chart)).toEqual(['nl', 'fr']);
    expect(within(chart).queryByRole('group', { name: 'Births shown' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All sources and licences' })).toHaveAttribute(
      'href',
      '/credits',
    );
  });

  it('says where Andrea is a boy and where a girl, with its origin, related names and name days, credited', async () => {
    preferencesStore.setSelectedTags(['spanish']);
    await open(ANDREA, 'Andrea');
    expect(screen.getByText('Neutral')).toBeInTheDocument();
    expect(screen.getByTestId('country-genders')).toHaveTextContent(
      "boy's name in Italy and Spain, girl's name in the US and France",
    );
    expect(screen.getByText('Spain, the US, Italy, and France')).toBeInTheDocument();
    expect(screen.getByText('Ancient Greek')).toBeInTheDocument();
    const variants = screen.getByRole('list', { name: 'Other spellings' });
    expect(within(variants).getByRole('link', { name: 'Andréa' })).toHaveAttribute(
      'href',
      '/name/Andr%C3%A9a',
    );
    const equivalents = screen.getByRole('list', { name: 'In other languages' });
    expect(within(equivalents).getByRole('link', { name: 'Andrew' })).toHaveAttribute('href', '/name/Andrew');
    expect(
      within(screen.getByRole('list', { name: 'Nicknames' })).getByRole('link', { name: 'Andy' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Source: English Wiktionary (CC-BY-SA-4.0), namor_data (BSD-3-Clause)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Source: carltonnorthern/nicknames (Apache-2.0), onyxrev/common_nickname_csv (public domain)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Name days')).toBeInTheDocument();
    expect(screen.getByText('30 November (Greece), 3 March (Czechia)')).toBeInTheDocument();
    expect(screen.getByText('Source: namedays-cs (MIT), Greek-namedays (Unlicense)')).toBeInTheDocument();
  });

  it('in Dutch: populair in, the genders per country, the origin from its language code and the related names', async () => {
    await act(() => changeLanguage('nl'));
    preferencesStore.setSelectedTags(['spanish']);
    await open(ANDREA, 'Andrea');
    expect(screen.getByTestId('country-genders')).toHaveTextContent(
      'jongensnaam in Italië en Spanje, meisjesnaam in de VS en Frankrijk',
    );
    expect(screen.getByText('Populair in')).toBeInTheDocument();
    expect(screen.getByText('Spanje, Italië, de VS en Frankrijk')).toBeInTheDocument();
    expect(screen.getByText('Oudgrieks')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Andere schrijfwijzen' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'In andere talen' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Roepnamen' })).toBeInTheDocument();
    expect(screen.getByText('Naamdagen')).toBeInTheDocument();
    expect(screen.getByText('30 november (Griekenland), 3 maart (Tsjechië)')).toBeInTheDocument();
    expect(screen.getByText('Bron: namedays-cs (MIT), Greek-namedays (Unlicense)')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bron: carltonnorthern/nicknames (Apache-2.0), onyxrev/common_nickname_csv (publiek domein)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle bronnen en licenties' })).toHaveAttribute(
      'href',
      '/credits',
    );
  });

  it('in Dutch a language family is named in Dutch too (Germaans); one name day is a Naamdag', async () => {
    await act(() => changeLanguage('nl'));
    await open({ ...EMMA, nameDays: [{ country: 'hu', month: 11, day: 24 }] }, 'Emma');
    expect(screen.getByText('Germaans')).toBeInTheDocument();
    expect(screen.getByText('Naamdag')).toBeInTheDocument();
    expect(screen.getByText('24 november (Hongarije)')).toBeInTheDocument();
    expect(screen.getByText('Bron: nevnap (MIT)')).toBeInTheDocument();
  });

  it('the chart shows every country in the order of the card, with gaps as gaps, and All / Girls / Boys', async () => {
    const user = userEvent.setup();
    await open(ANDREA, 'Andrea');
    const chart = await screen.findByTestId('popularity-chart');
    expect(linesOf(chart)).toEqual(['us', 'it', 'es', 'fr', 'be']);
    const italy = chart.querySelector('[data-country="it"]')?.getAttribute('d') ?? '';
    expect(italy.match(/M/g)).toHaveLength(2);
    const sexes = within(chart).getByRole('group', { name: 'Births shown' });
    expect(within(sexes).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(sexes).getByRole('button', { name: 'Girls' }));
    expect(linesOf(chart)).toEqual(['us', 'it', 'fr', 'be']);
    await user.click(within(sexes).getByRole('button', { name: 'Boys' }));
    expect(linesOf(chart)).toEqual(['it', 'es']);
    await user.click(within(chart).getByRole('button', { name: 'Spain' }));
    expect(linesOf(chart)).toEqual(['it']);
    expect(within(chart).getByText('2020')).toBeInTheDocument();
  });

  it("sorts the places, the chart's chips and the figures per country as the card does (decision 75)", async () => {
    await act(() => changeLanguage('nl'));
    preferencesStore.setSelectedTags(['netherlands']);
    await open(ANDREA, 'Andrea');
    expect(screen.getByText('Italië, de VS, Spanje en Frankrijk')).toBeInTheDocument();
    const chips = within(await screen.findByRole('group', { name: 'Landen in de grafiek' }))
      .getAllByRole('button')
      .map((chip) => chip.textContent);
    expect(chips).toEqual(['België', 'Italië', 'Verenigde Staten', 'Spanje', 'Frankrijk']);
    const rows = within(screen.getByRole('table', { name: 'Notering, piek en trend per land' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getByRole('rowheader').textContent);
    expect(rows).toEqual(chips);
  });

  it('per country the latest rank, the peak year and the trend, in English and Dutch', async () => {
    await open(ANDREA, 'Andrea');
    const table = screen.getByRole('table', { name: 'Rank, peak and trend per country' });
    const italy = within(table).getByRole('row', { name: /Italy/ });
    expect(
      within(italy)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12 (2024)', '2008', 'falling']);
    const belgium = within(table).getByRole('row', { name: /Belgium/ });
    expect(
      within(belgium)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['–', '2025', '–']);
    await act(() => changeLanguage('nl'));
    const dutch = screen.getByRole('table', { name: 'Notering, piek en trend per land' });
    expect(within(dutch).getByRole('columnheader', { name: 'Laatste notering' })).toBeInTheDocument();
    expect(
      within(within(dutch).getByRole('row', { name: /Frankrijk/ })).getByText('stijgend'),
    ).toBeInTheDocument();
    expect(
      within(within(dutch).getByRole('row', { name: /Verenigde Staten/ })).getByText('stabiel'),
    ).toBeInTheDocument();
    expect(
      within(within(dutch).getByRole('row', { name: /Italië/ })).getByText('dalend'),
    ).toBeInTheDocument();
  });

  it('says how common the name is in class, per place in the parent\'s order (filters, then language), "at least" where due (en and nl)', async () => {
    preferencesStore.setSelectedTags(['flanders']);
    const noor = {
      ...EMMA,
      id: 'noor',
      name: 'Noor',
      popularIn: ['be-vlg', 'nl', 'fr', 'de-berlin'],
      countries: [
        {
          country: 'us',
          recentBirths: 7660,
          latestYear: 2023,
          peakYear: 2022,
          oneIn: { n: 4500, sex: 'F', atLeast: true },
        },
        {
          country: 'be-vlg',
          recentBirths: 5585,
          latestYear: 2025,
          peakYear: 2009,
          oneIn: { n: 110, sex: 'F', atLeast: true },
        },
        { country: 'nl', recentBirths: 3750, latestYear: 2014, peakYear: 2011, oneIn: { n: 480 } },
        { country: 'fr', recentBirths: 3305, latestYear: 2024, peakYear: 2021 },
        {
          country: 'de-berlin',
          recentBirths: 20,
          latestYear: 2023,
          peakYear: 2020,
          oneIn: { n: 18000, sex: 'F' },
        },
      ],
    };
    const user = userEvent.setup();
    await open(noor, 'Noor');
    const lines = () =>
      within(screen.getByTestId('class-share'))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(lines()).toEqual([
      '1 in at least 110 girls born in Flanders in 2025 was named Noor: very common.',
      '1 in at least 4,500 girls born in the US in 2023 was named Noor: uncommon.',
      'About 1 in 480 babies born in the Netherlands in 2014 was named Noor: common.',
    ]);
    expect(screen.getByText(/the source leaves out names given only a few times/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 1 more place' }));
    expect(lines().at(-1)).toBe('About 1 in 18,000 girls born in Berlin in 2023 was named Noor: rare.');
    await act(() => changeLanguage('nl'));
    expect(screen.getByRole('heading', { name: 'Hoe vaak in de klas' })).toBeInTheDocument();
    expect(lines()[0]).toBe(
      '1 op minstens 110 meisjes geboren in Vlaanderen in 2025 kreeg de naam Noor: heel vaak.',
    );
  });

  it('shows no class figures where the catalogue has none', async () => {
    await open(EMMA, 'Emma');
    expect(screen.queryByTestId('class-share')).toBeNull();
  });

  it("says where and why the Netherlands' series ends in 2014, beside Flanders' figures to 2025 (en and nl)", async () => {
    const daan = {
      ...EMMA,
      id: 'daan',
      name: 'Daan',
      gender: 'M',
      popularIn: ['nl', 'be-vlg'],
      countries: [
        { country: 'nl', recentBirths: 20000, gender: 'M', latestYear: 2014, latestRank: 1, peakYear: 2009 },
        {
          country: 'be-vlg',
          recentBirths: 900,
          femaleShare: 0,
          gender: 'M',
          latestYear: 2025,
          latestRank: 120,
          peakYear: 2014,
          trend: 'steady',
        },
      ],
      popularity: [
        { country: 'nl', sex: 'M', firstYear: 2012, counts: [900, 950, 1000] },
        {
          country: 'be-vlg',
          sex: 'M',
          firstYear: 2012,
          counts: [60, 62, 64, 63, 61, 60, 58, 57, 55, 54, 53, 52, 51, 50],
        },
      ],
    };
    await open(daan, 'Daan');
    const chart = await screen.findByTestId('popularity-chart');
    expect(linesOf(chart)).toEqual(['nl', 'be-vlg']);
    expect(
      within(chart)
        .getAllByTestId('series-end')
        .map((line) => line.dataset.ended),
    ).toEqual(['nl']);
    expect(within(chart).getByTestId('series-end-notes')).toHaveTextContent(
      'Netherlands: the figures end in 2014, the last year its source publishes. The line stops there; it is not a fall.',
    );
    const table = screen.getByRole('table', { name: 'Rank, peak and trend per country' });
    const cells = (row: RegExp) =>
      within(within(table).getByRole('row', { name: row }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(/Netherlands/)).toEqual(['1 (2014)', '2009', 'ends 2014']);
    expect(cells(/Flanders/)).toEqual(['120 (2025)', '2014', 'steady']);
    await act(() => changeLanguage('nl'));
    expect(within(chart).getByTestId('series-end-notes')).toHaveTextContent(
      'Nederland: de cijfers stoppen in 2014, het laatste jaar dat de bron publiceert. De lijn stopt daar; de naam daalt niet.',
    );
    const dutch = screen.getByRole('table', { name: 'Notering, piek en trend per land' });
    expect(
      within(within(dutch).getByRole('row', { name: /Nederland/ })).getByText('stopt in 2014'),
    ).toBeInTheDocument();
    expect(
      within(within(dutch).getByRole('row', { name: /Vlaanderen/ })).getByText('120 (2025)'),
    ).toBeInTheDocument();
  });

  it("says how the name is said per language, the parent's first, where English and Dutch differ, with a voice each", async () => {
    const synthesis = {
      cancel: vi.fn(),
      speak: vi.fn(),
      getVoices: () => [{ lang: 'en-GB' }, { lang: 'nl-NL' }],
      addEventListener: vi.fn(),
    };
    class Utterance {
      lang = '';
      rate = 1;
      constructor(readonly text: string) {}
    }
    vi.stubGlobal('speechSynthesis', synthesis);
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    await act(() => changeLanguage('nl'));
    const julia = {
      ...EMMA,
      id: 'julia',
      name: 'Julia',
      popularIn: ['nl', 'de-berlin', 'us'],
      pronunciations: [
        { language: 'de', ipa: 'j uː l i̯ a', syllables: 2 },
        { language: 'en-GB', ipa: 'd͡ʒ uː l i ə', syllables: 3 },
        { language: 'en-US', ipa: 'd͡ʒ u l j ə', syllables: 2 },
        { language: 'nl', ipa: 'j y l i aː', syllables: 3 },
      ],
    };
    await open(julia, 'Julia');
    const list = screen.getByTestId('pronunciations');
    // Dutch first, then by the parent's places: the US (their filter english), then Berlin.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('lang')),
    ).toEqual(['nl', 'en-GB', 'en-US', 'de']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Nederlands/jyliaː/');
    expect(screen.getByText('In het Engels en het Nederlands anders uitgesproken.')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Luister in het Nederlands' }));
    expect(synthesis.speak).toHaveBeenLastCalledWith(
      expect.objectContaining({ text: 'Julia', lang: 'nl-NL' }),
    );
    // No German voice on this device, so no German button.
    expect(screen.queryByRole('button', { name: 'Luister in het Duits' })).not.toBeInTheDocument();
  });

  it('says nothing about English and Dutch where only one has the name, and nothing at all without IPA', async () => {
    await open({ ...EMMA, pronunciations: [{ language: 'en-GB', ipa: 'ɛ m ə', syllables: 2 }] }, 'Emma');
    expect(screen.getByTestId('pronunciations')).toHaveTextContent('British English/ɛmə/');
    expect(screen.queryByText('Said differently in English and Dutch.')).not.toBeInTheDocument();
  });

  it('a name without popularity data says it is coming soon instead of drawing a chart (en and nl)', async () => {
    await open({ ...EMMA, countries: [], popularity: [] }, 'Emma');
    expect(screen.getByText('Popularity data is coming soon!')).toBeInTheDocument();
    expect(screen.queryByTestId('popularity-chart')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await act(() => changeLanguage('nl'));
    expect(screen.getByText('Populariteitsgegevens volgen binnenkort!')).toBeInTheDocument();
  });

  it('Like and Dislike show and change the current vote', async () => {
    fakeApi({ '/api/names/Emma': EMMA, '/api/votes': [] });
    const user = userEvent.setup();
    await renderApp('/name/Emma');
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Dislike' }));
    expect(screen.getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  it('share copies the link and says so where there is no share sheet', async () => {
    fakeApi({ '/api/names/Emma': EMMA, '/api/votes': [] });
    const user = userEvent.setup();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    await renderApp('/name/Emma');
    await user.click(await screen.findByRole('button', { name: 'Share Emma' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Link copied to clipboard'));
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });

  it('an unknown name says so', async () => {
    fakeApi({ '/api/votes': [] });
    await renderApp('/name/Qwerty');
    expect(await screen.findByText("We don't know this name yet.")).toBeInTheDocument();
  });

  it('shows a searched name with reserved characters as it was typed, and asks the server for exactly that', async () => {
    const typed = 'Anne=Marie & Co, 1+1';
    const api = fakeApi({ '/api/votes': [] });
    await renderApp(`/name/${encodeURIComponent(typed)}`);
    expect(await screen.findByRole('heading', { name: typed })).toBeInTheDocument();
    const asked = api.mock.calls.map(([input]) =>
      decodeURIComponent(new URL(String(input), 'http://x').pathname),
    );
    expect(asked).toContain(`/api/names/${typed}`);
  });
});

describe('the spelling of a name with several (decision 93)', () => {
  const spelling = (id: string, name: string, popularIn: string[]) => ({
    id,
    name,
    tags: [],
    popularIn,
    originLanguages: [],
  });
  const zoeDetail = (id: string, name: string, others: ReturnType<typeof spelling>[]) => ({
    ...EMMA,
    ...spelling(id, name, []),
    countries: [],
    popularity: [],
    spellings: others,
  });
  const ZOE = spelling('zoe', 'Zoe', ['us']);
  const ZOE_ACUTE = spelling('zoé', 'Zoé', ['fr']);
  const ZOE_DIAERESIS = spelling('zoë', 'Zoë', ['nl']);

  afterEach(async () => {
    ['zoe', 'zoé', 'zoë'].forEach((id) => votesStore.removeVote(id));
    vi.unstubAllGlobals();
    await act(() => changeLanguage('en'));
  });

  it('offers every spelling, and the one chosen takes the vote with it (en, nl)', async () => {
    fakeApi({
      '/api/names/Zoe': zoeDetail('zoe', 'Zoe', [ZOE_ACUTE, ZOE_DIAERESIS]),
      [`/api/names/${encodeURIComponent('Zoë')}`]: zoeDetail('zoë', 'Zoë', [ZOE, ZOE_ACUTE]),
      '/api/votes': [
        { nameId: 'zoe', name: 'Zoe', approved: true, votedAt: '2026-01-02T00:00:00.000Z', gender: 'F' },
      ],
    });
    const app = await renderApp('/name/Zoe');
    await waitFor(() => expect(votesStore.voteOf('zoe')).toBe('like'));
    const picker = await screen.findByTestId('spelling-picker');
    expect(within(picker).getByRole('heading')).toHaveTextContent('Spelling');
    expect(within(picker).getByRole('button', { name: 'Spell it Zoe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(picker).getByRole('button', { name: 'Spell it Zoë' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zoë' })).toBeInTheDocument();
    expect(app.currentPath()).toBe(`/name/${encodeURIComponent('Zoë')}`);
    expect(app.history()).not.toContain('/name/Zoe');
    expect(votesStore.voteOf('zoë')).toBe('like');
    expect(votesStore.voteOf('zoe')).toBeUndefined();
    await act(() => changeLanguage('nl'));
    const dutch = await screen.findByTestId('spelling-picker');
    expect(within(dutch).getByRole('heading')).toHaveTextContent('Schrijfwijze');
    expect(within(dutch).getByRole('button', { name: 'Zoë als schrijfwijze kiezen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('is not offered for a name with one spelling', async () => {
    await open(EMMA, 'Emma');
    expect(screen.queryByTestId('spelling-picker')).not.toBeInTheDocument();
  });
});
