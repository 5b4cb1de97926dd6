import { describe, expect, it } from 'vitest';
import { parseCsvWithHeader } from './parse-csv';

const COLUMNS = ['name', 'gender', 'meaning'] as const;
const read = (text: string) => parseCsvWithHeader(text, COLUMNS, 'names.csv');

describe('parseCsvWithHeader', () => {
  it('keys each record by column, tolerating CRLF and a missing final newline', () => {
    expect(read('name,gender,meaning\r\nEmma,F,whole\r\nNoah,M,')).toEqual([
      { line: 2, fields: { name: 'Emma', gender: 'F', meaning: 'whole' } },
      { line: 3, fields: { name: 'Noah', gender: 'M', meaning: '' } },
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks, counting the lines they span', () => {
    expect(read('name,gender,meaning\n"Adelina,",F,"say ""hi"""\nSofia,F,"two\nlines"\nDaan,M,\n')).toEqual([
      { line: 2, fields: { name: 'Adelina,', gender: 'F', meaning: 'say "hi"' } },
      { line: 4, fields: { name: 'Sofia', gender: 'F', meaning: 'two\nlines' } },
      { line: 5, fields: { name: 'Daan', gender: 'M', meaning: '' } },
    ]);
  });

  it('refuses a wrong or missing header, naming the file', () => {
    const expected = 'names.csv: header must be exactly "name,gender,meaning"';
    expect(() => read('name,sex,meaning\nEmma,F,\n')).toThrow(expected);
    expect(() => read('name,gender\nEmma,F\n')).toThrow(expected);
    expect(() => read('')).toThrow(expected);
  });

  it('refuses a record with another number of fields or an unclosed quote, naming the file and line', () => {
    expect(() => read('name,gender,meaning\nEmma,F,\nNoah,M\n')).toThrow(/^names\.csv: .* on line 3$/);
    expect(() => read('name,gender,meaning\nEmma,F,\n"Noah,M,\n')).toThrow(/^names\.csv: .* at line 3$/);
  });
});
