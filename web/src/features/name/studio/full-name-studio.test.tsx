import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { act, fireEvent, screen, within } from '@testing-library/react';
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

async function openStudio(lastName: string) {
  preferencesStore.setLastName(lastName);
  fakeApi({ '/api/names/Ava': AVA, '/api/names/Dorothy': DOROTHY, '/api/votes': [] });
  await renderApp('/name/Ava');
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
