/** The languages a catalogue name is used in: Wiktionary's given-name languages and those of its places (decision 80). */
import { PLACE_LANGUAGES, PLACES } from '@name-swiper/contract/constants';
import type { Place } from '@name-swiper/contract/constants';
import { nameKey } from './normalise';
import { wiktionaryLanguage } from './pronunciations';
import type { NameLanguages } from './read-wiktionary';
import type { CatalogueName } from './write-catalogue';

/** Per name key, Wiktionary codes (en, nl, no, ...). */
export function languagesOfUse(
  names: readonly Pick<CatalogueName, 'name' | 'popularIn'>[],
  wiktionary: ReadonlyMap<string, NameLanguages>,
): Map<string, Set<string>> {
  return new Map(
    names.map(({ name, popularIn }) => {
      const key = nameKey(name);
      const fromPlaces = popularIn
        .filter((place): place is Place => PLACES.some((known) => known === place))
        .flatMap((place) => PLACE_LANGUAGES[place].map(wiktionaryLanguage));
      return [key, new Set([...(wiktionary.get(key)?.usedIn ?? []), ...fromPlaces])];
    }),
  );
}
