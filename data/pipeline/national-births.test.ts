import { describe, expect, it } from 'vitest';
import { nationalBirthsFor, parseNationalBirths, readNationalBirths } from './national-births';

describe('national-births.csv', () => {
  it('covers every year of the NL, IT and ES lists, each row with its source', () => {
    const table = readNationalBirths();
    const years = (from: number, to: number): number[] =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i);
    expect(() => nationalBirthsFor(table, 'nl', years(1978, 2014))).not.toThrow();
    expect(() => nationalBirthsFor(table, 'it', years(1999, 2018))).not.toThrow();
    expect(() => nationalBirthsFor(table, 'es', years(2002, 2024))).not.toThrow();
    for (const country of ['nl', 'it', 'es']) {
      for (const source of table.get(country)?.sources ?? []) {
        expect(source.url).toMatch(/^https:\/\//);
      }
    }
  });

  it('fails naming a missing year', () => {
    const table = parseNationalBirths(
      'country,year,live_births,publisher,table,url,obtained_from\nnl,2000,206619,CBS,37422ned,https://cbs.nl,page\n',
    );
    expect(nationalBirthsFor(table, 'nl', [2000]).get(2000)).toBe(206619);
    expect(() => nationalBirthsFor(table, 'nl', [2001])).toThrow(/nl 2001/);
  });
});
