import { describe, expect, it } from 'vitest';
import { readCsv } from './csv';

describe('readCsv', () => {
  it('reads quoted fields with the delimiter and doubled quotes inside, keeping empty fields', () => {
    expect(readCsv('year,sex,name,count\n2023,F,"Adelina,",1\n2023,M,"say ""hi""",\n', 'de.csv')).toEqual([
      ['year', 'sex', 'name', 'count'],
      ['2023', 'F', 'Adelina,', '1'],
      ['2023', 'M', 'say "hi"', ''],
    ]);
  });

  it('reads semicolon-separated files and CRLF line ends', () => {
    expect(readCsv('name;gender\r\nAad;M\r\n', 'dictionary.csv', ';')).toEqual([
      ['name', 'gender'],
      ['Aad', 'M'],
    ]);
  });

  it('names the file and line of a row with another number of fields or an unclosed quote', () => {
    expect(() => readCsv('year,sex,name,count\n2023,F,Emma,5\n2023,F,Noah\n', 'nl.csv')).toThrow(
      /^nl\.csv: .* on line 3$/,
    );
    expect(() => readCsv('year,sex,name,count\n2023,F,"Emma,5\n', 'nl.csv')).toThrow(
      /^nl\.csv: .* at line 2$/,
    );
  });

  it('refuses a field holding a line break, so a row number stays its line number', () => {
    expect(() => readCsv('name,meaning\nEmma,"two\nlines"\n', 'names.csv')).toThrow(
      'names.csv: line 2: a field holds a line break',
    );
  });
});
