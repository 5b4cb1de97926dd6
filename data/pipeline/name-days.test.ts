import { describe, expect, it } from 'vitest';
import { greekToLatin } from './greek-latin';
import { matchNameDays } from './name-days';
import type { DictionaryEntry } from './read-dictionary';

const entry = (genders: string[], classes: [string, number][] = []): DictionaryEntry => ({
  spelling: '',
  genders,
  classes: new Map(classes),
});

describe('greekToLatin', () => {
  it('transliterates after ELOT 743', () => {
    expect(['Γεώργιος', 'Ευάγγελος', 'Χριστίνα', 'Ευθύμιος', 'Αθανάσιος', 'Μαΐα'].map(greekToLatin)).toEqual([
      'georgios',
      'evangelos',
      'christina',
      'efthymios',
      'athanasios',
      'maia',
    ]);
    expect(greekToLatin('Anna')).toBeUndefined();
  });
});

describe('matchNameDays', () => {
  const names = [
    { key: 'adam', name: 'Adam', gender: 'M' as const },
    { key: 'bela', name: 'Bela', gender: 'F' as const },
    { key: 'georgios', name: 'Georgios', gender: 'M' as const },
    { key: 'anna', name: 'Anna', gender: 'F' as const },
  ];
  const dictionary = new Map([
    ['ádám', entry(['M'])],
    ['béla', entry(['M'])],
    ['georgios', entry(['M'], [['Greece', 2]])],
    ['anna', entry(['F'], [['Poland', 2]])],
  ]);

  it('matches spellings, accent-folded ones of the same gender, and Greek names the dictionary calls Greek', () => {
    expect(
      matchNameDays(
        names,
        [
          { country: 'cz', month: 12, day: 24, name: 'Adam' },
          { country: 'hu', month: 12, day: 24, name: 'Ádám' },
          { country: 'hu', month: 1, day: 21, name: 'Béla' },
          { country: 'gr', month: 4, day: 23, name: 'Γεώργιος' },
          { country: 'gr', month: 7, day: 25, name: 'Άννα' },
        ],
        dictionary,
      ),
    ).toEqual([
      { name: 'Adam', country: 'cz', month: 12, day: 24 },
      { name: 'Adam', country: 'hu', month: 12, day: 24 },
      { name: 'Georgios', country: 'gr', month: 4, day: 23 },
    ]);
  });
});
