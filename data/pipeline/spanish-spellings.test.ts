import { describe, expect, it } from 'vitest';
import type { DictionaryEntry } from './read-dictionary';
import type { NameLanguages } from './read-wiktionary';
import { spanishAccentRenames } from './spanish-spellings';

const spanishEntry = (spelling: string): DictionaryEntry => ({
  spelling,
  genders: ['F'],
  classes: new Map([['Spain', -3]]),
});
const usedIn = (...codes: string[]): NameLanguages => ({ origin: [], usedIn: new Set(codes) });

describe('spanishAccentRenames', () => {
  it('restores an accent only where the dictionary and Wiktionary agree on it', () => {
    const dictionary = new Map([
      ['lucía', spanishEntry('Lucía')],
      ['maxímo', spanishEntry('Maxímo')],
      ['cristian', spanishEntry('Cristian')],
    ]);
    const languages = new Map([
      ['lucía', usedIn('es')],
      ['lucia', usedIn('it', 'en')],
      ['máximo', usedIn('es')],
      ['cristián', usedIn('es')],
    ]);
    expect(spanishAccentRenames(['lucia', 'maximo', 'cristian', 'hugo'], dictionary, languages)).toEqual(
      new Map([['lucia', 'Lucía']]),
    );
  });
});
