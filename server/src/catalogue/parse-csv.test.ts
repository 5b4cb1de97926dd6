import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv';

describe('parseCsv', () => {
  it('splits plain rows and tolerates CRLF and a missing final newline', () => {
    expect(parseCsv('a,b\r\n1,2\n3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('"Adelina,",x\n"say ""hi""","two\nlines"\n')).toEqual([
      ['Adelina,', 'x'],
      ['say "hi"', 'two\nlines'],
    ]);
  });

  it('keeps empty fields', () => {
    expect(parseCsv('Emma,F,,english,\n')).toEqual([['Emma', 'F', '', 'english', '']]);
  });
});
