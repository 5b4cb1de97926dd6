import { describe, expect, it } from 'vitest';
import { formatCsvField, readCsv } from './csv';
import { formatCountriesCsv, formatNamesCsv, formatPopularityCsv, trimYears } from './write-catalogue';

describe('trimYears', () => {
  it('cuts years without births (0 or no figure) at both ends and moves the first year', () => {
    expect(trimYears(2000, [0, null, 3, null, 0, 5, 0, null])).toEqual({
      firstYear: 2002,
      counts: [3, null, 0, 5],
    });
  });

  it('returns undefined for a series without births', () => {
    expect(trimYears(2000, [0, null])).toBeUndefined();
    expect(trimYears(2000, [])).toBeUndefined();
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
      {
        name: 'Sofia',
        gender: 'F',
        origin: 'Ancient Greek',
        tags: ['greek', 'spanish'],
        meaning: '',
        popularIn: ['es', 'gr'],
        originLanguages: ['grc'],
      },
    ]);
    expect(text).toBe(
      'name,gender,origin,tags,meaning,popular_in,origin_languages\nSofia,F,Ancient Greek,greek|spanish,,es|gr,grc\n',
    );
  });

  it('writes popularity.csv rows with - for no figure', () => {
    const text = formatPopularityCsv([
      { name: 'Daan', country: 'nl', sex: 'M', firstYear: 1990, counts: [5, null, 7] },
    ]);
    expect(text).toBe('name,country,sex,first_year,counts\nDaan,nl,M,1990,5 - 7\n');
  });

  it('writes countries.csv rows, empty cells for what is unknown', () => {
    const text = formatCountriesCsv([
      { name: 'Simone', country: 'it', recentBirths: 81735, gender: 'M', latestYear: 2018, peakYear: 2000 },
      {
        name: 'Simone',
        country: 'us',
        recentBirths: 13325,
        femaleShare: 0.98789,
        gender: 'F',
        latestYear: 2023,
        latestRank: 921,
        peakYear: 1988,
        trend: 'steady',
        oneIn: { oneIn: 4400, sex: 'F', bound: 'at-least' },
      },
      {
        name: 'Simone',
        country: 'fr',
        recentBirths: 3000,
        latestYear: 2024,
        peakYear: 1970,
        oneIn: { oneIn: 2900, bound: 'about' },
      },
    ]);
    expect(text).toBe(
      'name,country,recent_births,female_share,gender,latest_year,latest_rank,peak_year,trend,one_in,one_in_sex,one_in_bound\n' +
        'Simone,it,81735,,M,2018,,2000,,,,\nSimone,us,13325,0.9879,F,2023,921,1988,steady,4400,F,at-least\n' +
        'Simone,fr,3000,,,2024,,1970,,2900,,about\n',
    );
  });
});
