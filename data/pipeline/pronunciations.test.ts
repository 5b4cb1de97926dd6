import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRONUNCIATIONS_PER_LANGUAGE } from './config';
import { readCsv } from './csv';
import { ipaSyllables } from './ipa-syllables';
import { matchPronunciations } from './pronunciations';
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
    expect(matchPronunciations(names, rows)).toEqual([
      { name: 'Zoë', language: 'en-US', ipa: 'z o ʊ', syllables: 1 },
      { name: 'Zoë', language: 'en-US', ipa: 'z o ʊ i', syllables: 2 },
      { name: 'Zoë', language: 'en-US', ipa: 'z o ʊ ə', syllables: 2 },
      { name: 'Zoë', language: 'nl', ipa: 'z oː ə', syllables: 2 },
    ]);
  });
});
