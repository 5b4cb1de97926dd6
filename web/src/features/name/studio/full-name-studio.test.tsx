import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { preferencesStore } from '../../../stores/preferences-store';
import { siblingsStore } from '../../../stores/siblings-store';
import { fakeApi, renderApp } from '../../../test/render-app';

const detail = (name: string, extra: object = {}) => ({
  id: name.toLowerCase(),
  name,
  gender: 'F',
  tags: [],
  popularIn: ['us'],
  originLanguages: [],
  countries: [],
  variants: [],
  equivalents: [],
  nicknames: [],
  nameDays: [],
  pronunciations: [],
  popularity: [],
  ...extra,
});

const years = (from: number, peak: number) =>
  Array.from({ length: 2024 - from + 1 }, (_, offset) => (Math.abs(from + offset - peak) < 5 ? 5000 : 100));

const AVA = detail('Ava', {
  nicknames: ['Avie'],
  popularity: [{ country: 'us', sex: 'F', firstYear: 1900, counts: years(1900, 2015) }],
});
const DOROTHY = detail('Dorothy', {
  popularity: [{ country: 'us', sex: 'F', firstYear: 1900, counts: years(1900, 1925) }],
});

const NOAH = detail('Noah', {
  popularIn: ['be', 'ew', 'us', 'nl'],
  pronunciations: [
    { language: 'en-GB', ipa: 'n ə ʊ ə', syllables: 2 },
    { language: 'en-US', ipa: 'n o ʊ ə', syllables: 2 },
  ],
});
const SAOIRSE = detail('Saoirse', {
  popularIn: ['ew'],
  pronunciations: [
    { language: 'en-GB', ipa: 's ɜː ɹ ʃ ə', syllables: 2 },
    { language: 'en-US', ipa: 's ɝ ʃ ə', syllables: 2 },
  ],
});
const ZOE = detail('Zoë', {
  popularIn: ['nl', 'be'],
  pronunciations: [{ language: 'en-GB', ipa: 'z ə ʊ i', syllables: 2 }],
});

async function openStudio(lastName: string, name = 'Ava') {
  preferencesStore.setLastName(lastName);
  fakeApi({
    '/api/names/Ava': AVA,
    '/api/names/Dorothy': DOROTHY,
    '/api/names/Noah': NOAH,
    '/api/names/Saoirse': SAOIRSE,
    [`/api/names/${encodeURIComponent('Zoë')}`]: ZOE,
    '/api/votes': [],
  });
  await renderApp(`/name/${encodeURIComponent(name)}`);
  // The studio is a lazy chunk: its first load in a test run takes a while to transform.
  return screen.findByRole('heading', { name: 'Full-name studio' }, { timeout: 10_000 });
}

describe('full-name studio', () => {
  afterEach(async () => {
    preferencesStore.setLastName('');
    for (const name of siblingsStore.get()) {
      siblingsStore.remove(name);
    }
    vi.unstubAllGlobals();
    await act(() => changeLanguage('en'));
  });

  it('warns about initials that spell a word, in English and in Dutch', async () => {
    await openStudio('Smith');
    expect(screen.getByTestId('studio-initials')).toHaveTextContent('A.S.');
    fireEvent.change(screen.getByLabelText('Middle name'), { target: { value: 'Sophie' } });
    expect(screen.getByTestId('studio-full-name')).toHaveTextContent('Ava Sophie Smith');
    expect(screen.getByTestId('initials-warning')).toHaveTextContent(
      'A.S.S. spells a word in English that classmates could tease about.',
    );
    await act(() => changeLanguage('nl'));
    expect(await screen.findByTestId('initials-warning')).toHaveTextContent(
      'A.S.S. is een woord in het Engels, en daar kunnen klasgenoten mee gaan pesten.',
    );
    expect(window.localStorage.getItem(STORAGE_KEYS.lastName)).toBe('Smith');
  });

  it('shows syllables, a flow note and the nicknames with the last name', async () => {
    await openStudio('Anders');
    const syllables = screen.getByTestId('studio-syllables');
    expect(within(syllables).getByText('An')).toBeInTheDocument();
    expect(syllables).toHaveTextContent('2 syllables');
    expect(screen.getByTestId('studio-flow')).toHaveTextContent(
      'Ava ends with the sound Anders starts with, so the two run together.',
    );
    expect(screen.getByTestId('studio-flow')).toHaveTextContent('Ava and Anders start with the same sound.');
    expect(within(screen.getByTestId('studio-nicknames')).getByText('Avie Anders')).toBeInTheDocument();
  });

  it('splits the first name as its pronunciation does and stresses no particle, in English and in Dutch', async () => {
    await openStudio('van der Heijden', 'Noah');
    const words = () => within(screen.getByTestId('studio-syllables')).getAllByRole('listitem');
    expect(words().map((word) => word.textContent)).toEqual([
      'No·ah 2 syllables',
      'van 1 syllable · estimated',
      'der 1 syllable · estimated',
      'Heij·den 2 syllables · estimated',
    ]);
    expect(within(screen.getByTestId('studio-syllables')).getByText('No').tagName).toBe('STRONG');
    for (const particle of ['van', 'der']) {
      expect(within(screen.getByTestId('studio-syllables')).getByText(particle).tagName).not.toBe('STRONG');
    }
    expect(screen.getByTestId('studio-syllables')).toHaveTextContent('Stress pattern: ●○ ○ ○ ●○');
    await act(() => changeLanguage('nl'));
    expect(
      (await within(screen.getByTestId('studio-syllables')).findAllByRole('listitem')).map(
        (word) => word.textContent,
      ),
    ).toEqual([
      'No·ah 2 lettergrepen',
      'van 1 lettergreep · geschat',
      'der 1 lettergreep · geschat',
      'Heij·den 2 lettergrepen · geschat',
    ]);
  });

  it('splits Saoirse in two in Dutch, from its English pronunciation', async () => {
    await openStudio('de Vries', 'Saoirse');
    await act(() => changeLanguage('nl'));
    const syllables = () => screen.getByTestId('studio-syllables');
    await waitFor(() => expect(syllables()).toHaveTextContent('Saoir·se 2 lettergrepen'));
    expect(syllables()).toHaveTextContent('de 1 lettergreep · geschat');
    expect(within(syllables()).getByText('de').tagName).not.toBe('STRONG');
  });

  it('splits Zoë in two, in English and in Dutch', async () => {
    await openStudio('', 'Zoë');
    expect(screen.getByTestId('studio-syllables')).toHaveTextContent('Zo·ë 2 syllables');
    await act(() => changeLanguage('nl'));
    await waitFor(() =>
      expect(screen.getByTestId('studio-syllables')).toHaveTextContent('Zo·ë 2 lettergrepen'),
    );
  });

  it('puts the name beside a sibling with the generation between them, in Dutch too', async () => {
    siblingsStore.add('Dorothy');
    await openStudio('Smith');
    const sibling = await screen.findByTestId('studio-sibling');
    expect(sibling).toHaveTextContent('Ava & Dorothy');
    expect(
      await within(sibling).findByText(
        'In the US, Ava was given most in the 2010s and Dorothy in the 1920s: a generation apart.',
      ),
    ).toBeInTheDocument();
    await act(() => changeLanguage('nl'));
    expect(
      within(sibling).getByText(
        'In de VS werd Ava het meest gegeven in de jaren 2010 en Dorothy in de jaren 1920: een generatie verschil.',
      ),
    ).toBeInTheDocument();
  });

  it('points to Settings without a last name or siblings', async () => {
    await openStudio('');
    expect(screen.getByText('Add your last name to hear the whole name.')).toBeInTheDocument();
    expect(
      screen.getByText("Add your other children's names to see this name beside them."),
    ).toBeInTheDocument();
  });
});
