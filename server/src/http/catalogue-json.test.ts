import { describe, expect, it } from 'vitest';
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
});
