/** Runs the whole pipeline: read sources, select names, assign gender and tags, write the catalogue. */
import { PLACES } from '@name-swiper/contract/constants';
import { SPEC_TAG_MINIMUMS } from './config';
import { assignGender } from './assign-gender';
import type { Gender } from './assign-gender';
import { assignTags } from './assign-tags';
import type { CatalogueSummary } from './catalogue-summary';
import { countryGroups, groupGenders } from './country-group';
import { countryStats, latestRanks } from './country-stats';
import type { CountryStats } from './country-stats';
import { originOf } from './etymology';
import { readExclusions } from './exclusions';
import { genderForms, readGenderFormExclusions } from './gender-forms';
import { linkNames } from './link-names';
import { matchNameDays } from './name-days';
import { readNationalBirths } from './national-births';
import { NATURE_NAMES } from './nature-names';
import { oneInOf } from './one-in';
import { nameKey } from './normalise';
import { dictionaryPlaces, seriesPopularity, sortPlaces } from './popular-in';
import { languagesOfUse } from './languages-of-use';
import { matchPronunciations, readWikiPron } from './pronunciations';
import { dictionaryLookup, readDictionary } from './read-dictionary';
import { readNameDays } from './read-namedays';
import { readNicknames } from './read-nicknames';
import { figures, readPopularity, renameNames } from './read-popularity';
import { readWiktionary } from './read-wiktionary';
import { compareText, selectNames } from './select-names';
import { spanishAccentRenames } from './spanish-spellings';
import { spellingGender } from './spelling-gender';
import { recentPlaceBirths, spellingGroups } from './spelling-groups';
import { trimYears, writeCatalogue } from './write-catalogue';
import type { CatalogueName, CountryRow, PopularityRow } from './write-catalogue';
import { writeLinks } from './write-links';
import { writeSpellings } from './write-spellings';
import { writeReadme } from './write-readme';

export interface BuildOptions {
  /** Folder holding `popularity/` and `names/` (the shared raw data). */
  dataDir: string;
  /** Folder that receives names.csv, popularity.csv and README.md. */
  outDir: string;
}

export async function buildCatalogue({ dataDir, outDir }: BuildOptions): Promise<CatalogueSummary> {
  const nationalBirths = readNationalBirths();
  const series = readPopularity(dataDir, nationalBirths);
  const dictionary = readDictionary(dataDir);
  const { languages, links: wiktionaryLinks } = readWiktionary(dataDir);
  for (const spain of series.filter((s) => s.country === 'es')) {
    renameNames(spain, spanishAccentRenames(spain.names.keys(), dictionary, languages));
  }
  const exclusions = readExclusions();
  const lookup = dictionaryLookup(dictionary);
  const natureKeys = new Set(Object.values(NATURE_NAMES).flat().map(nameKey));
  const popularBySeries = series.map(seriesPopularity);
  const byCountryCode = [...series].sort((a, b) => compareText(a.country, b.country));
  const ranks = new Map(byCountryCode.map((s) => [s.country, latestRanks(s)]));
  const groups = countryGroups(series);

  const selected = selectNames(series, dictionary, new Set(exclusions.map((e) => nameKey(e.name))));
  const names: CatalogueName[] = [];
  const popularity: PopularityRow[] = [];
  const countries: CountryRow[] = [];
  for (const entry of selected) {
    const stats: CountryStats[] = byCountryCode.flatMap((s) => {
      const nameSeries = s.names.get(entry.key);
      const rankTables = ranks.get(s.country);
      const row =
        nameSeries === undefined || rankTables === undefined
          ? undefined
          : countryStats(s, nameSeries, entry.key, rankTables);
      const oneIn =
        row === undefined || nameSeries === undefined ? undefined : oneInOf(s, nameSeries, nationalBirths);
      return row === undefined ? [] : [oneIn === undefined ? row : { ...row, oneIn }];
    });
    // 'N' agrees with every gender, so the fallback sees all dictionary spellings that fold to the name.
    const gender = assignGender(groupGenders(groups, entry.key), lookup(entry.key, 'N')?.genders ?? []);
    const dictionaryEntry = lookup(entry.key, spellingGender(series, entry.key) ?? gender);
    const places = sortPlaces([
      ...popularBySeries.flatMap((p) => {
        const level = p.get(entry.key);
        const rank = stats.find((row) => row.country === level?.place)?.latestRank;
        return level === undefined ? [] : [rank === undefined ? level : { ...level, rank }];
      }),
      ...dictionaryPlaces(dictionaryEntry?.classes ?? new Map()),
    ]);
    const origin = originOf(languages.get(entry.key));
    names.push({
      name: entry.name,
      gender,
      origin: origin.text,
      tags: assignTags(places, natureKeys.has(entry.key)),
      meaning: '',
      popularIn: [...new Set(places.map((p) => p.place))],
      originLanguages: origin.codes,
    });
    countries.push(
      ...[...stats]
        .sort((a, b) => b.recentBirths - a.recentBirths || compareText(a.country, b.country))
        .map((row) => ({ name: entry.name, ...row })),
    );
    for (const s of byCountryCode) {
      const nameSeries = s.names.get(entry.key);
      for (const [sex, counts] of [
        ['F', nameSeries?.female],
        ['M', nameSeries?.male],
      ] as const) {
        const trimmed = counts === undefined ? undefined : trimYears(s.firstYear, figures(s, counts));
        if (trimmed !== undefined) {
          popularity.push({ name: entry.name, country: s.country, sex, ...trimmed });
        }
      }
    }
  }

  const linked = names.map((n) => {
    const key = nameKey(n.name);
    return { key, name: n.name, gender: spellingGender(series, key) ?? n.gender };
  });
  const usedIn = languagesOfUse(names, languages);
  const genderFormExclusions = readGenderFormExclusions();
  // The genders the app shows (names.csv), so that a boy's form is a boy's name on its badge.
  const otherGender = genderForms(
    names.map((n) => ({ key: nameKey(n.name), name: n.name, gender: n.gender })),
    usedIn,
    genderFormExclusions,
  );
  const links = [...linkNames(linked, wiktionaryLinks, readNicknames(dataDir)), ...otherGender.links].sort(
    (a, b) =>
      compareText(a.name, b.name) || compareText(a.relation, b.relation) || compareText(a.other, b.other),
  );
  const spellings = spellingGroups(
    names,
    links,
    PLACES.filter((place) => series.some((s) => s.country === place)),
    recentPlaceBirths(series),
  );
  const nameDays = matchNameDays(linked, readNameDays(dataDir), dictionary);
  const pronunciations = matchPronunciations(linked, readWikiPron(dataDir), usedIn);

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

  const sizes = writeCatalogue(outDir, names, popularity, countries);
  writeLinks(outDir, links, nameDays, pronunciations);
  writeSpellings(outDir, spellings);
  const summary: CatalogueSummary = {
    names: names.length,
    namesFromDictionaryOnly: selected.filter((s) => s.reason === 'dictionary').length,
    popularityRows: popularity.length,
    countriesRows: countries.length,
    exclusions,
    tagCounts: sortedTagCounts,
    namesWithoutPlace: names.filter((n) => n.popularIn.length === 0).length,
    namesWithOrigin: names.filter((n) => n.origin !== '').length,
    linkCounts: Object.fromEntries(
      ['variant', 'equivalent', 'nickname', 'other-gender'].map((r) => [
        r,
        links.filter((l) => l.relation === r).length,
      ]),
    ),
    genderFormPairs: otherGender.found,
    genderFormExclusions: otherGender.excluded,
    nameDays: nameDays.length,
    spellingGroups: new Set(spellings.map((s) => s.group)).size,
    namesInSpellingGroups: spellings.length,
    pronunciations: pronunciations.length,
    namesWithPronunciation: new Set(pronunciations.map((p) => p.name)).size,
    genderCounts,
    ...sizes,
  };
  await writeReadme(outDir, summary, series, nationalBirths);
  return summary;
}
