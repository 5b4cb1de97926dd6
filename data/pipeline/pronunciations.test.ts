import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRONUNCIATIONS_PER_LANGUAGE } from './config';
import { readCsv } from './csv';
import { ipaSyllables } from './ipa-syllables';
import { matchPronunciations, wiktionaryLanguage } from './pronunciations';
import { PRONUNCIATIONS_HEADER } from './write-links';

const dataDir = path.resolve(import.meta.dirname, '..');
const rows = readCsv(readFileSync(path.join(dataDir, 'pronunciations.csv'), 'utf8'), 'pronunciations.csv');
const of = (name: string) =>
  rows
    .slice(1)
    .filter(([rowName]) => rowName === name)
    .map(([, language, ipa, syllables]) => ({ language, ipa, syllables: Number(syllables) }));

describe('pronunciations.csv', () => {
  it('has its header and only names of names.csv', () => {
    expect(rows[0]).toEqual([...PRONUNCIATIONS_HEADER]);
    const names = new Set(
      readCsv(readFileSync(path.join(dataDir, 'names.csv'), 'utf8'), 'names.csv').map(([name]) => name),
    );
    expect(rows.slice(1).filter(([name = '']) => !names.has(name))).toEqual([]);
  });

  it('gives Noah, Saoirse and Zoë two syllables in English, from WikiPron', () => {
    expect(of('Noah')).toEqual([
      { language: 'en-GB', ipa: 'n ə ʊ ə', syllables: 2 },
      { language: 'en-US', ipa: 'n o ʊ ə', syllables: 2 },
    ]);
    expect(of('Saoirse').map((p) => p.syllables)).toEqual([2, 2, 2, 2]);
    expect(of('Saoirse')[0]).toEqual({ language: 'en-GB', ipa: 's ɜː ɹ ʃ ə', syllables: 2 });
    expect(of('Zoë')).toEqual([
      { language: 'en-GB', ipa: 'z ə ʊ i', syllables: 2 },
      { language: 'en-US', ipa: 'z o ʊ i', syllables: 2 },
    ]);
  });

  it('keeps the catalogue small: a few pronunciations per name and language', () => {
    const perGroup = new Map<string, number>();
    for (const [name = '', language = ''] of rows.slice(1)) {
      perGroup.set(`${name} ${language}`, (perGroup.get(`${name} ${language}`) ?? 0) + 1);
    }
    expect(Math.max(...perGroup.values())).toBeLessThanOrEqual(PRONUNCIATIONS_PER_LANGUAGE);
    expect(rows.length).toBeLessThan(10_000);
  });
});

describe('ipaSyllables', () => {
  it('counts a diphthong once and a vowel after it again', () => {
    expect(ipaSyllables('n ə ʊ ə', 'en-GB')).toBe(2);
    expect(ipaSyllables('ə ʊ l ɪ v i ə', 'en-GB')).toBe(4);
    expect(ipaSyllables('k æ ɹ ə l a ɪ n', 'en-US')).toBe(3);
  });

  it("counts an English centring diphthong once only where it is one (Saoirse, not Austria's -ia)", () => {
    expect(ipaSyllables('s ɪ ə ɹ ʃ ə', 'en-GB')).toBe(2);
    expect(ipaSyllables('s ɪ ɚ ʃ ə', 'en-US')).toBe(2);
    expect(ipaSyllables('ɒ s t ɹ ɪ ə', 'en-GB')).toBe(3);
  });

  it("follows each language's diphthongs and non-syllabic marks", () => {
    expect(ipaSyllables('m aː i̯ k ə', 'nl')).toBe(2);
    expect(ipaSyllables('m i aː', 'nl')).toBe(2);
    expect(ipaSyllables('x a i m e', 'es')).toBe(2);
    expect(ipaSyllables('l u θ i a', 'es')).toBe(3);
    expect(ipaSyllables('l w i', 'fr')).toBe(1);
    expect(ipaSyllables('j uː l i̯ a', 'de')).toBe(2);
    expect(ipaSyllables('s u̯ aː d a , z u̯ aː d a', 'de')).toBe(2);
  });
});

describe('matchPronunciations', () => {
  it('matches spellings by key, drops repeats and keeps the first few per language', () => {
    const names = [{ key: 'zoë', name: 'Zoë' }];
    const rows = [
      ...['z o ʊ i', 'z o ʊ i', 'z o ʊ', 'z o ʊ ə', 'z o ʊ j'].map((ipa) => ({
        language: 'en-US',
        name: 'Zoë',
        ipa,
      })),
      { language: 'nl', name: 'ZOË', ipa: 'z oː ə' },
      { language: 'nl', name: 'Zoe', ipa: 'z u' },
    ];
    expect(matchPronunciations(names, rows, new Map([['zoë', new Set(['en', 'nl'])]]))).toEqual([
      { name: 'Zoë', language: 'en-US', ipa: 'z o ʊ', syllables: 1 },
      { name: 'Zoë', language: 'en-US', ipa: 'z o ʊ i', syllables: 2 },
      { name: 'Zoë', language: 'en-US', ipa: 'z o ʊ ə', syllables: 2 },
      { name: 'Zoë', language: 'nl', ipa: 'z oː ə', syllables: 2 },
    ]);
  });
});

describe('pronunciations only where the name is used in the language', () => {
  it('keeps a reading in a language that gives the name, drops a noun or a city that shares its spelling', () => {
    const names = [
      { key: 'kaiser', name: 'Kaiser' },
      { key: 'paris', name: 'Paris' },
      { key: 'noor', name: 'Noor' },
    ];
    const rows = [
      { language: 'de', name: 'Kaiser', ipa: 'k a ɪ z ɐ' },
      { language: 'en-US', name: 'Kaiser', ipa: 'k a ɪ z ɚ' },
      { language: 'fr', name: 'Paris', ipa: 'p a ʁ i' },
      { language: 'en-GB', name: 'Paris', ipa: 'p æ ɹ ɪ s' },
      { language: 'nl', name: 'Noor', ipa: 'n oː r' },
      { language: 'nb', name: 'Noor', ipa: 'n uː r' },
    ];
    const usedIn = new Map([
      ['kaiser', new Set(['en'])],
      ['paris', new Set(['en'])],
      ['noor', new Set(['en', 'nl'])],
    ]);
    expect(matchPronunciations(names, rows, usedIn).map((p) => `${p.name} ${p.language}`)).toEqual([
      'Kaiser en-US',
      'Noor nl',
      'Paris en-GB',
    ]);
  });

  it('files Bokmål under Norwegian, as Wiktionary does', () => {
    expect(wiktionaryLanguage('nb')).toBe('no');
    expect(wiktionaryLanguage('en-GB')).toBe('en');
  });
});

describe('the committed pronunciations.csv', () => {
  it('has no German reading of a German noun that is not a name (Aber, Marke) and no French Paris', () => {
    const text = readFileSync(path.resolve(import.meta.dirname, '../pronunciations.csv'), 'utf8');
    const rows = new Set(text.split('\n').map((line) => line.split(',').slice(0, 2).join(' ')));
    for (const row of ['Aber de', 'Marke de', 'Kaiser de', 'Paris fr', 'Daan en-GB']) {
      expect(rows.has(row), row).toBe(false);
    }
    for (const row of ['Daan nl', 'Julia nl', 'Julia en-GB', 'Noor nl', 'Emma en-GB', 'Louis fr']) {
      expect(rows.has(row), row).toBe(true);
    }
  });
});
