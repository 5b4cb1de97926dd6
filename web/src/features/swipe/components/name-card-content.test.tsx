import type { NameItem } from '@name-swiper/contract/names';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { preferencesStore } from '../../../stores/preferences-store';
import { NameCardContent } from './name-card-content';

const card = (item: NameItem) => render(<NameCardContent item={item} interactive={true} />);

const emma: NameItem = {
  id: 'emma',
  name: 'Emma',
  gender: 'F',
  tags: [],
  popularIn: ['nl'],
  originLanguages: [],
};

describe("a family's own name on the card", () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('is marked Added by your family (en, nl), with no catalogue details to open', async () => {
    card({ ...emma, id: 'f:1', name: 'Zyxandra', popularIn: [], addedByFamily: true });
    expect(screen.getByTestId('added-by-family')).toHaveTextContent('Added by your family');
    expect(screen.queryByRole('link')).toBeNull();
    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('added-by-family')).toHaveTextContent('Toegevoegd door je gezin');
  });

  it('is not shown on a catalogue name, which links to its details', () => {
    card(emma);
    expect(screen.queryByTestId('added-by-family')).toBeNull();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/name/Emma');
  });
});

describe('where the card says a name is popular (decision 75)', () => {
  afterEach(async () => {
    preferencesStore.setSelectedTags(['english']);
    await act(() => changeLanguage('en'));
  });

  // Emma's places as the catalogue orders them: #2 in Belgium, the US and the Netherlands, #4 in Berlin, #6 in Italy.
  const EMMA = {
    ...emma,
    popularIn: ['be', 'us', 'nl', 'de-berlin', 'fr', 'it', 'es', 'ew', 'ie'],
  } satisfies NameItem;

  it("names the parent's places first: the selected filters', then the language's own", async () => {
    preferencesStore.setSelectedTags(['english']);
    card(EMMA);
    expect(screen.getByTestId('card-places')).toHaveTextContent(
      'Popular in the US, England & Wales, and Ireland',
    );
    await act(() => changeLanguage('nl'));
    act(() => preferencesStore.setSelectedTags(['netherlands']));
    expect(screen.getByTestId('card-places')).toHaveTextContent('Populair in Nederland, België en de VS');
  });

  it('names the best ranks where no place of the parent has the name', () => {
    preferencesStore.setSelectedTags(['italian']);
    card({ ...EMMA, popularIn: ['de-berlin', 'fr', 'it', 'es'] });
    expect(screen.getByTestId('card-places')).toHaveTextContent('Popular in Italy, Berlin, and France');
  });

  it("shows the tags of the parent's places first, not the first six by the alphabet", async () => {
    await act(() => changeLanguage('nl'));
    preferencesStore.setSelectedTags(['netherlands', 'flanders']);
    card({
      ...EMMA,
      popularIn: ['no', 'be', 'us', 'nl', 'be-wal', 'ca-on', 'at-vie', 'de-muenchen', 'be-vlg', 'fr'],
      tags: [
        'austrian',
        'belgian',
        'english',
        'flanders',
        'french',
        'munich',
        'nature',
        'netherlands',
        'ontario',
      ],
    });
    const tags = [...screen.getByRole('list', { name: 'Categorieën' }).querySelectorAll('li')].map(
      (item) => item.textContent,
    );
    // The selected filters' places, the Dutch-speaking ones, then Emma's places by rank; Austria and nature last.
    expect(tags).toEqual(['Nederland', 'Vlaanderen', 'België', 'VS & Engeland', 'Ontario', 'München']);
  });
});

describe('a name with several spellings on the card (decision 93)', () => {
  afterEach(() => act(() => changeLanguage('en')));

  const zoe: NameItem = {
    ...emma,
    id: 'zoe',
    name: 'Zoe',
    spellings: [
      { id: 'zoé', name: 'Zoé', tags: [], popularIn: ['fr'], originLanguages: [] },
      { id: 'zoë', name: 'Zoë', tags: [], popularIn: ['nl'], originLanguages: [] },
    ],
  };

  it('says "Also Zoé, Zoë" (en, nl), each a button that shows that spelling', async () => {
    const picked: string[] = [];
    render(<NameCardContent item={zoe} interactive={true} onPickSpelling={(id) => picked.push(id)} />);
    const group = screen.getByRole('group', { name: 'Other spellings of Zoe' });
    expect(group).toHaveTextContent(/^Also\s*Zoé,\s*Zoë$/);
    screen.getByRole('button', { name: 'Show the spelling Zoë' }).click();
    expect(picked).toEqual(['zoë']);
    await act(() => changeLanguage('nl'));
    expect(screen.getByRole('group', { name: 'Andere schrijfwijzen van Zoe' })).toHaveTextContent(
      /^Ook\s*Zoé,\s*Zoë$/,
    );
    screen.getByRole('button', { name: 'Schrijfwijze Zoé tonen' }).click();
    expect(picked).toEqual(['zoë', 'zoé']);
  });

  it('says nothing of spellings for a name with one', () => {
    render(<NameCardContent item={emma} interactive={true} onPickSpelling={() => undefined} />);
    expect(screen.queryByTestId('other-spellings')).toBeNull();
  });
});

describe('the "1 in N" line on the card (decision 99)', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('says how common the name is in the place the server chose, in English and Dutch', async () => {
    card({ ...emma, oneIn: { place: 'be-vlg', n: 110, atLeast: true } });
    expect(screen.getByTestId('card-one-in')).toHaveTextContent('1 in 110+ in Flanders: very common');
    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('card-one-in')).toHaveTextContent('1 op 110+ in Vlaanderen: heel vaak');
  });

  it('is left off a card without a figure for the parent', () => {
    card(emma);
    expect(screen.queryByTestId('card-one-in')).toBeNull();
  });
});

describe('a catalogue name the family put first (decision 98)', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('keeps its details link, and says the family added it (en, nl)', async () => {
    card({ ...emma, id: 'wilma', name: 'Wilma', addedByFamily: true });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/name/Wilma');
    expect(screen.getByTestId('added-by-family')).toHaveTextContent('Added by your family');
    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('added-by-family')).toHaveTextContent('Toegevoegd door je gezin');
  });
});
