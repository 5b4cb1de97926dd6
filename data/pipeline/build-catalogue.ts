/** Runs the whole pipeline: read sources, select names, assign gender and tags, write the catalogue. */
import { SPEC_TAG_MINIMUMS } from './config';
import type { Country } from './config';
import { assignGender } from './assign-gender';
import type { CountryBirths, Gender } from './assign-gender';
import { assignTags, originText } from './assign-tags';
import type { CatalogueSummary } from './catalogue-summary';
import { NATURE_NAMES } from './nature-names';
import { nameKey } from './normalise';
import { dictionaryLookup, foldAccents, readDictionary } from './read-dictionary';
import { readFaker } from './read-faker';
import { nationalBirths, readPopularity, recentBirths } from './read-popularity';
import { compareText, selectNames } from './select-names';
import { trimZeroYears, writeCatalogue } from './write-catalogue';
import type { CatalogueName, PopularityRow } from './write-catalogue';
import { writeReadme } from './write-readme';

export interface BuildOptions {
  /** Folder holding `popularity/` and `names/` (the shared raw data). */
  dataDir: string;
  /** Folder that receives names.csv, popularity.csv and README.md. */
  outDir: string;
}

export async function buildCatalogue({ dataDir, outDir }: BuildOptions): Promise<CatalogueSummary> {
  const series = readPopularity(dataDir);
  const dictionary = readDictionary(dataDir);
  const faker = readFaker(dataDir);
  const lookup = dictionaryLookup(dictionary);
  const natureKeys = new Set(Object.values(NATURE_NAMES).flat().map(nameKey));
  const recentTotals = new Map<Country, number>(series.map((s) => [s.country, nationalBirths(s)]));
  // Like the dictionary, a faker list's accented spelling also counts for the name written without accents.
  const fakerKeys = new Map(
    [...faker].map(([locale, keys]) => [locale, new Set([...keys, ...[...keys].map(foldAccents)])]),
  );
  const byCountryCode = [...series].sort((a, b) => compareText(a.country, b.country));

  const selected = selectNames(series, dictionary);
  const names: CatalogueName[] = [];
  const fallbackTagCounts: Record<string, number> = {};
  const popularity: PopularityRow[] = [];
  for (const entry of selected) {
    const births: CountryBirths[] = [];
    const recent = new Map<Country, { births: number; share: number }>();
    for (const s of series) {
      const { female, male } = recentBirths(s, entry.key);
      const total = recentTotals.get(s.country) ?? 0;
      births.push({ female, male, total });
      if (female + male > 0 && total > 0) {
        recent.set(s.country, { births: female + male, share: (female + male) / total });
      }
    }
    const dictionaryEntry = lookup(entry.key);
    const fakerLocales = new Set(
      [...fakerKeys].filter(([, keys]) => keys.has(entry.key)).map(([locale]) => locale),
    );
    const { tags, places, fallback } = assignTags({
      recent,
      dictionaryClasses: dictionaryEntry?.classes ?? new Map(),
      fakerLocales,
      nature: natureKeys.has(entry.key),
    });
    for (const place of fallback ? places : []) {
      fallbackTagCounts[place] = (fallbackTagCounts[place] ?? 0) + 1;
    }
    names.push({
      name: entry.name,
      gender: assignGender(births, dictionaryEntry?.genders ?? []),
      origin: originText(places),
      tags,
      meaning: '',
    });
    for (const s of byCountryCode) {
      const nameSeries = s.names.get(entry.key);
      if (nameSeries === undefined) {
        continue;
      }
      const yearly = nameSeries.female.map((f, i) => f + (nameSeries.male[i] ?? 0));
      const trimmed = trimZeroYears(s.firstYear, yearly);
      if (trimmed !== undefined) {
        popularity.push({ name: entry.name, country: s.country, ...trimmed });
      }
    }
  }

  const tagCounts: Record<string, number> = {};
  const genderCounts: Record<Gender, number> = { F: 0, M: 0, N: 0 };
  for (const n of names) {
    genderCounts[n.gender]++;
    for (const tag of n.tags) {
      tagCounts[tag] = (tagCounts[tag] ?? 0) + 1;
    }
  }
  const sortedTagCounts = Object.fromEntries(Object.entries(tagCounts).sort(([a], [b]) => compareText(a, b)));
  for (const [tag, minimum] of Object.entries(SPEC_TAG_MINIMUMS)) {
    if ((tagCounts[tag] ?? 0) < minimum) {
      throw new Error(`tag ${tag} has ${tagCounts[tag] ?? 0} names, fewer than ${minimum}`);
    }
  }

  const sizes = writeCatalogue(outDir, names, popularity);
  const summary: CatalogueSummary = {
    names: names.length,
    namesFromDictionaryOnly: selected.filter((s) => s.reason === 'dictionary').length,
    popularityRows: popularity.length,
    tagCounts: sortedTagCounts,
    fallbackTagCounts,
    genderCounts,
    ...sizes,
  };
  await writeReadme(outDir, summary, series);
  return summary;
}
