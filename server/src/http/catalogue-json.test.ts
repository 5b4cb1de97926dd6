import { describe, expect, it } from 'vitest';
import { buildCatalogueIndex } from '../catalogue/catalogue-index';
import { withReasons } from '../domain/learned-cards';
import { nameFeaturesOf } from '../domain/name-features';
import { lineOf, parentPlacesOf, withLine } from '../domain/card-lines';
import { catalogueListJson } from './catalogue-json';

describe('catalogueListJson', () => {
  it('writes what JSON.stringify writes, for empty, one and many entries, cached or not', () => {
    const entries = [
      { id: 'emma', name: 'Emma', tags: ['english'] },
      { id: 'zoë', name: 'Zoë "Z"', origin: null },
    ];
    expect(catalogueListJson([])).toBe('[]');
    expect(catalogueListJson(entries)).toBe(JSON.stringify(entries));
    expect(catalogueListJson([...entries].reverse())).toBe(JSON.stringify([...entries].reverse()));
    expect(catalogueListJson(entries.slice(1))).toBe(JSON.stringify(entries.slice(1)));
  });

  it("writes a learned card as JSON.stringify writes it, reasons included, from its item's cached text", () => {
    const index = buildCatalogueIndex(
      ['Mila', 'Lia'].map((name, at) => ({
        id: name.toLowerCase(),
        name,
        gender: 'F' as const,
        origin: at === 0 ? 'Slavic' : null,
        popular_in: 'nl|be',
        origin_languages: '',
        rank: at + 1,
        spelling_group: name.toLowerCase(),
        most_given_in: '',
      })),
      [{ name_id: 'lia', tag: 'italian' }],
      [],
      new Map(),
    );
    const taste = {
      features: nameFeaturesOf(index),
      weights: new Float64Array(nameFeaturesOf(index).count).fill(1),
      liked: Int32Array.of(0),
    };
    const cards = withReasons(index, taste, [1, 0], (ordinal) => index.items[ordinal]);
    expect(cards[0]?.because).toEqual(['Mila']);
    expect(catalogueListJson(cards)).toBe(JSON.stringify(cards));
    expect(catalogueListJson(index.items)).toBe(JSON.stringify(index.items));
  });

  it('writes a card with its "1 in N" as JSON.stringify writes it, a learned card with reasons included', () => {
    const index = buildCatalogueIndex(
      ['Mila', 'Lia'].map((name, at) => ({
        id: name.toLowerCase(),
        name,
        gender: 'F' as const,
        origin: null,
        popular_in: 'nl|be',
        origin_languages: '',
        rank: at + 1,
        spelling_group: name.toLowerCase(),
        most_given_in: '',
      })),
      [],
      [],
      new Map(),
    );
    const taste = {
      features: nameFeaturesOf(index),
      weights: new Float64Array(nameFeaturesOf(index).count).fill(1),
      liked: Int32Array.of(0),
    };
    const [explained, plain] = withReasons(index, taste, [1, 0], (ordinal) => index.items[ordinal]);
    if (!explained || !plain) {
      throw new Error('two cards expected');
    }
    const lined = [
      withLine(explained, { place: 'nl', n: 480 }),
      withLine(plain, { place: 'be-vlg', n: 110, atLeast: true }),
    ];
    expect(lined[0]?.oneIn).toEqual({ place: 'nl', n: 480 });
    expect(catalogueListJson(lined)).toBe(JSON.stringify(lined));
  });
});

describe('the card line of a name (decision 99)', () => {
  const figures = [
    { place: 'us' as const, n: 4500, atLeast: true },
    { place: 'be-vlg' as const, n: 110, atLeast: true },
    { place: 'nl' as const, n: 480, atLeast: false },
  ];

  it("takes the filters' places first, in the name's own order, then the language's, home country first", () => {
    expect(lineOf(figures, ['be-vlg', 'nl'], parentPlacesOf(['english', 'flanders'], 'nl'))).toEqual({
      place: 'be-vlg',
      n: 110,
      atLeast: true,
    });
    expect(lineOf(figures, ['be-vlg', 'nl'], parentPlacesOf(['nature'], 'nl'))).toEqual({
      place: 'nl',
      n: 480,
    });
    expect(lineOf(figures, ['be-vlg', 'nl'], parentPlacesOf(['english'], 'nl'))).toEqual({
      place: 'us',
      n: 4500,
      atLeast: true,
    });
  });

  it("has none without a figure in any of the parent's places, or without places", () => {
    expect(lineOf(figures, [], parentPlacesOf(['italian'], undefined))).toBeUndefined();
    expect(lineOf(figures, [], parentPlacesOf([], undefined))).toBeUndefined();
    expect(lineOf(undefined, [], parentPlacesOf(['english'], 'en'))).toBeUndefined();
  });
});
