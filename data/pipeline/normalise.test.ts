import { describe, expect, it } from 'vitest';
import { nameKey, tidySpelling, titleCase } from './normalise';

describe('titleCase', () => {
  it.each([
    ['MARIE-CLAIRE', 'Marie-Claire'],
    ['JOSÉ', 'José'],
    ['M BAREK', 'M Barek'],
    ['T.J.', 'T.J.'],
    ["ARC'HANTAEL", "Arc'hantael"],
    ["M'BAREK", "M'barek"],
    ['MCKENZIE', 'Mckenzie'],
    ['léo', 'Léo'],
  ])('%s → %s', (input, expected) => {
    expect(titleCase(input)).toBe(expected);
  });
});

describe('tidySpelling', () => {
  it('keeps well-cased spellings, inner capitals included', () => {
    expect(tidySpelling('McKenzie')).toBe('McKenzie');
    expect(tidySpelling('Léo')).toBe('Léo');
    expect(tidySpelling("Za'Niyah")).toBe("Za'Niyah");
  });

  it('title-cases lower-case starts, double capitals and ALL CAPS', () => {
    expect(tidySpelling('lise')).toBe('Lise');
    expect(tidySpelling('FLora')).toBe('Flora');
    expect(tidySpelling('EMMA')).toBe('Emma');
  });

  it('normalises to NFC and trims', () => {
    expect(tidySpelling(' Le\u0301o ')).toBe('Léo');
  });
});

describe('nameKey', () => {
  it('compares NFC and lower-case, but keeps accents', () => {
    expect(nameKey('Le\u0301o')).toBe(nameKey('LÉO'));
    expect(nameKey('Léo')).not.toBe(nameKey('Leo'));
    expect(nameKey('  Sophie')).toBe('sophie');
  });
});
