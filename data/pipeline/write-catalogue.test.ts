import { describe, expect, it } from 'vitest';
import { formatCsvField, readCsv } from './csv';
import { formatNamesCsv, formatPopularityCsv, trimZeroYears } from './write-catalogue';

describe('trimZeroYears', () => {
  it('cuts zero years at both ends and moves the first year', () => {
    expect(trimZeroYears(2000, [0, 0, 3, 0, 5, 0])).toEqual({ firstYear: 2002, counts: [3, 0, 5] });
  });

  it('returns undefined for an all-zero series', () => {
    expect(trimZeroYears(2000, [0, 0])).toBeUndefined();
    expect(trimZeroYears(2000, [])).toBeUndefined();
  });
});

describe('CSV fields', () => {
  it('quotes only where RFC 4180 needs it', () => {
    expect(formatCsvField('Emma')).toBe('Emma');
    expect(formatCsvField('Greek, Spanish')).toBe('"Greek, Spanish"');
    expect(formatCsvField('say "hi"')).toBe('"say ""hi"""');
  });

  it('parses what it writes', () => {
    const fields = ['Léo', 'Greek, Spanish', 'a "b"', ''];
    expect(readCsv(fields.map(formatCsvField).join(','), 'row.csv')).toEqual([fields]);
  });
});

describe('catalogue formats', () => {
  it('writes names.csv rows', () => {
    const text = formatNamesCsv([
      { name: 'Sofia', gender: 'F', origin: 'Greek, Spanish', tags: ['greek', 'spanish'], meaning: '' },
    ]);
    expect(text).toBe('name,gender,origin,tags,meaning\nSofia,F,"Greek, Spanish",greek|spanish,\n');
  });

  it('writes popularity.csv rows', () => {
    const text = formatPopularityCsv([{ name: 'Daan', country: 'nl', firstYear: 1990, counts: [5, 0, 7] }]);
    expect(text).toBe('name,country,first_year,counts\nDaan,nl,1990,5 0 7\n');
  });
});
