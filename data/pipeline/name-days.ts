/**
 * Name days of catalogue names (namedays.csv). A calendar name matches the catalogue name with the same spelling; a
 * Czech or Hungarian spelling with accents also matches the catalogue name written without them (Ádám → Adam) when
 * the dictionary knows that spelling with a gender that agrees (Béla, a Hungarian boy, is not the girl Bela). Greek
 * names are transliterated (ELOT 743) and match only catalogue names the dictionary lists for Greece.
 */
import type { Gender } from './assign-gender';
import { genderFromDictionary } from './assign-gender';
import { foldAccents, gendersAgree } from './fold-accents';
import { greekToLatin } from './greek-latin';
import { compareText, nameKey } from './normalise';
import type { DictionaryEntry } from './read-dictionary';
import type { NameDay, NameDayCountry } from './read-namedays';

export interface NameDayName {
  key: string;
  name: string;
  gender: Gender;
}

export interface CatalogueNameDay {
  name: string;
  country: NameDayCountry;
  month: number;
  day: number;
}

export function matchNameDays(
  names: readonly NameDayName[],
  days: readonly NameDay[],
  dictionary: ReadonlyMap<string, DictionaryEntry>,
): CatalogueNameDay[] {
  const byKey = new Map(names.map((n) => [n.key, n]));
  const agrees = (spelling: string, name: NameDayName): boolean => {
    const entry = dictionary.get(spelling);
    return entry === undefined || gendersAgree(genderFromDictionary(entry.genders), name.gender);
  };
  const matchOf = (day: NameDay): NameDayName | undefined => {
    const key = nameKey(day.name);
    if (day.country === 'gr') {
      const latin = greekToLatin(key);
      const name = latin === undefined ? undefined : byKey.get(latin);
      return name !== undefined && dictionary.get(name.key)?.classes.has('Greece') === true
        ? name
        : undefined;
    }
    const exact = byKey.get(key);
    if (exact !== undefined) {
      return agrees(key, exact) ? exact : undefined;
    }
    const folded = byKey.get(foldAccents(key));
    return folded !== undefined && dictionary.has(key) && agrees(key, folded) ? folded : undefined;
  };

  const seen = new Set<string>();
  const result: CatalogueNameDay[] = [];
  for (const day of days) {
    const name = matchOf(day);
    const id = `${name?.key ?? ''}|${day.country}|${day.month}|${day.day}`;
    if (name !== undefined && !seen.has(id)) {
      seen.add(id);
      result.push({ name: name.name, country: day.country, month: day.month, day: day.day });
    }
  }
  return result.sort(
    (a, b) =>
      compareText(a.name, b.name) || compareText(a.country, b.country) || a.month - b.month || a.day - b.day,
  );
}
