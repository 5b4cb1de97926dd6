import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CatalogueFileKey } from '../src/catalogue/catalogue-files';
import { CATALOGUE_FILE_KEYS, CATALOGUE_FILES } from '../src/catalogue/catalogue-files';

/** The header lines of docs/catalogue-files.md. */
const HEADERS: Record<CatalogueFileKey, string> = {
  names: 'name,gender,origin,tags,meaning,popular_in,origin_languages',
  popularity: 'name,country,sex,first_year,counts',
  countries:
    'name,country,recent_births,female_share,gender,latest_year,latest_rank,peak_year,trend,one_in,one_in_sex,one_in_bound',
  links: 'name,relation,other',
  nameDays: 'name,country,month,day',
  pronunciations: 'name,language,ipa,syllables',
  spellings: 'name,group,most_given_in',
};

/** The rows of each file, without the header; a file left out has none. */
export type CatalogueRows = Partial<Record<CatalogueFileKey, string>>;

/**
 * A small catalogue with what the detail screen shows: Andrea is a boy's name in Italy and a girl's in the
 * US, with a gap in 2009; Zoe, Zoé and Zoë are spelling variants and one spelling group; Elizabeth has an English nickname, a Dutch
 * equivalent and name days; Noah has pronunciations in British and American English.
 */
export const SMALL_CATALOGUE: Required<CatalogueRows> = {
  names: [
    'Andrea,N,Ancient Greek,english|italian,manly,it|us|fr,grc',
    'Zoe,F,Ancient Greek,english|greek,life,us|ew,grc',
    'Zoé,F,,,,fr|be,',
    'Zoë,F,,netherlands,,nl,',
    'Elizabeth,F,Hebrew,english,,us|ew,he',
    'Elisabeth,F,,netherlands,,nl|de-berlin,',
    'Beth,F,,english,,,',
    'Noah,M,Hebrew,english|netherlands,rest,nl|us|ew,he',
    '',
  ].join('\n'),
  popularity: [
    'Andrea,it,F,2007,10 12 - 11',
    'Andrea,it,M,2007,5000 5100 - 5200',
    'Andrea,us,F,2007,300 320 330 310',
    'Zoe,us,F,2000,1500 1600',
    'Elizabeth,us,F,2000,9000 8800',
    '',
  ].join('\n'),
  countries: [
    'Andrea,us,1260,0.9921,F,2010,412,2009,falling,5800,F,at-least',
    'Andrea,it,20343,0.0022,M,2010,9,2010,steady,110,,about',
    'Zoe,us,3100,1,F,2001,301,2001,,1200,F,at-least',
    'Beth,us,40,,,2001,,2000,,,,',
    '',
  ].join('\n'),
  links: [
    'Zoe,variant,Zoé',
    'Zoe,variant,Zoë',
    'Zoé,variant,Zoe',
    'Zoé,variant,Zoë',
    'Zoë,variant,Zoe',
    'Zoë,variant,Zoé',
    'Elizabeth,nickname,Beth',
    'Elizabeth,equivalent,Elisabeth',
    'Elisabeth,equivalent,Elizabeth',
    '',
  ].join('\n'),
  nameDays: ['Elizabeth,hu,11,19', 'Elizabeth,cz,11,19', ''].join('\n'),
  pronunciations: ['Noah,en-GB,n ə ʊ ə,2', 'Noah,en-US,n o ʊ ə,2', ''].join('\n'),
  spellings: ['Zoe,Zoe,us', 'Zoé,Zoe,fr|be', 'Zoë,Zoe,nl', ''].join('\n'),
};

/** Writes a catalogue folder with the given rows under the headers of the format. */
export async function writeCatalogueFolder(dir: string, rows: CatalogueRows): Promise<void> {
  for (const key of CATALOGUE_FILE_KEYS) {
    await fs.writeFile(path.join(dir, CATALOGUE_FILES[key]), `${HEADERS[key]}\n${rows[key] ?? ''}`);
  }
}

export function makeCatalogueDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'catalogue-'));
}
