import { describe, expect, it } from 'vitest';
import { parentPlaces } from './parent-places';

/** Emma's places in the catalogue's order (best rank first): #2 in Belgium, the US and the Netherlands, #6 in Italy. */
const EMMA = ['be', 'us', 'nl', 'de-berlin', 'fr', 'it', 'es', 'ew', 'ie', 'se'] as const;
/** Eva's: #8 in the Netherlands, #16 in Belgium, #21 in France, then the dictionary's Czechia, Sweden, Hungary. */
const EVA = ['nl', 'be', 'fr', 'de-berlin', 'it', 'es', 'ew', 'us', 'cz', 'se', 'hu'] as const;

describe("a name's places for this parent (decision 75)", () => {
  it('puts the places of the selected filters first, then the language’s own, then the best ranks', () => {
    expect(parentPlaces(EMMA, ['netherlands'], 'nl').slice(0, 3)).toEqual(['nl', 'be', 'us']);
    expect(parentPlaces(EMMA, ['english'], 'en').slice(0, 4)).toEqual(['us', 'ew', 'ie', 'be']);
    expect(parentPlaces(EMMA, ['italian'], 'nl').slice(0, 4)).toEqual(['it', 'nl', 'be', 'us']);
    expect(parentPlaces(EVA, ['scandinavian'], 'en').slice(0, 4)).toEqual(['se', 'us', 'ew', 'nl']);
  });

  it('without a selected place, starts with the language’s own places, home country first', () => {
    expect(parentPlaces(EMMA, [], 'nl').slice(0, 3)).toEqual(['nl', 'be', 'us']);
    expect(parentPlaces(EVA, [], 'nl').slice(0, 3)).toEqual(['nl', 'be', 'fr']);
    expect(parentPlaces(['it', 'fr'], [], 'en')).toEqual(['it', 'fr']);
  });
});
