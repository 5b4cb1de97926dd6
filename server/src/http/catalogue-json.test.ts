import { describe, expect, it } from 'vitest';
import { buildCatalogueIndex } from '../catalogue/catalogue-index';
import { withReasons } from '../domain/learned-cards';
import { nameFeaturesOf } from '../domain/name-features';
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
});
