/**
 * The forms for the other gender (gender-forms.ts): the rules on a small list, the reviewed exclusions, and the
 * committed catalogue's pairs (issue 34: Johanna's namesakes include Johannes).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsv } from './csv';
import { genderForms, parseGenderFormExclusions, readGenderFormExclusions } from './gender-forms';
import type { LinkedName } from './link-names';

const name = (spelling: string, gender: LinkedName['gender']): LinkedName => ({
  key: spelling.toLowerCase(),
  name: spelling,
  gender,
});

const NAMES = [
  name('Johannes', 'M'),
  name('Johanna', 'F'),
  name('Paul', 'M'),
  name('Pauline', 'F'),
  name('Jan', 'M'),
  name('Jana', 'F'),
  name('Kian', 'M'),
  name('Kiana', 'F'),
  name('Amir', 'M'),
  name('Amira', 'N'),
  name('Karim', 'M'),
  name('Karima', 'F'),
];

const LANGUAGES = new Map<string, Set<string>>([
  ['johannes', new Set(['de', 'nl'])],
  ['johanna', new Set(['de', 'sv'])],
  ['paul', new Set(['fr', 'en'])],
  ['pauline', new Set(['fr'])],
  ['jan', new Set(['nl'])],
  ['jana', new Set(['cs', 'nl'])],
  ['kian', new Set(['en'])],
  ['kiana', new Set(['en'])],
  ['amir', new Set(['ar'])],
  ['amira', new Set(['ar'])],
  ['karim', new Set(['ar'])],
  ['karima', new Set(['fr'])],
]);

describe('the other-gender rules', () => {
  it('pairs a boy and a girl of one root both ways, only with a stem of four letters and a common language', () => {
    const { links, found, excluded } = genderForms(
      NAMES,
      LANGUAGES,
      parseGenderFormExclusions('boy,girl,reason\nKian,Kiana,unrelated\n'),
    );
    expect(links).toEqual([
      { name: 'Johanna', relation: 'other-gender', other: 'Johannes' },
      { name: 'Johannes', relation: 'other-gender', other: 'Johanna' },
      { name: 'Paul', relation: 'other-gender', other: 'Pauline' },
      { name: 'Pauline', relation: 'other-gender', other: 'Paul' },
    ]);
    // Jan ~ Jana: a stem of three letters; Amira: unisex; Karim ~ Karima: no common language.
    expect({ found, excluded }).toEqual({ found: 3, excluded: 1 });
  });

  it('refuses an exclusions file without a reason or with a pair twice', () => {
    expect(() => parseGenderFormExclusions('boy,girl,reason\nKian,Kiana,\n')).toThrow(/line 2: .*needs/);
    expect(() => parseGenderFormExclusions('boy,girl,reason\nKian,Kiana,a\nkian,KIANA,b\n')).toThrow(
      /listed twice/,
    );
    expect(() => parseGenderFormExclusions('boy,girl\n')).toThrow(/expected header/);
  });
});

describe('the committed catalogue', () => {
  const dataDir = path.resolve(import.meta.dirname, '..');
  const rows = (file: string) => readCsv(readFileSync(path.join(dataDir, file), 'utf8'), file).slice(1);
  const gender = new Map(rows('names.csv').map(([spelling = '', g = '']) => [spelling, g]));
  const otherGender = rows('links.csv').filter(([, relation]) => relation === 'other-gender');

  it('links Johanna to Johannes and Johann, Wilhelmina to Wilhelm, each both ways', () => {
    const pairs = new Set(otherGender.map(([from, , to]) => `${from} ${to}`));
    for (const pair of ['Johanna Johannes', 'Johannes Johanna', 'Johanna Johann', 'Wilhelmina Wilhelm']) {
      expect(pairs.has(pair), pair).toBe(true);
    }
    for (const [from = '', , to = ''] of otherGender) {
      expect(pairs.has(`${to} ${from}`), `${to} ${from}`).toBe(true);
    }
  });

  it('pairs only a boy with a girl, and none of the excluded pairs', () => {
    for (const [from = '', , to = ''] of otherGender) {
      expect([gender.get(from), gender.get(to)].sort(), `${from} ~ ${to}`).toEqual(['F', 'M']);
    }
    const excluded = readGenderFormExclusions();
    const linked = otherGender.filter(([from = '', , to = '']) =>
      excluded.has(`${from.toLowerCase()}\n${to.toLowerCase()}`),
    );
    expect(linked).toEqual([]);
  });
});
