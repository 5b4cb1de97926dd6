import { PLACE_LANGUAGES } from '@name-swiper/contract/constants';
import type { Language, Place } from '@name-swiper/contract/constants';
import type { Namesake } from '@name-swiper/contract/namesakes';
import { parentPlaces } from '../../components/ui/parent-places';
import { joinList } from '../../i18n/join-list';
import { languageNames } from '../../i18n/intl-formats';
import type { TFunction } from '../../i18n/translation-keys';

/**
 * The language a relative is given in, for this parent: that of its first place in the parent's order (decision 75),
 * named in the reader's language ("Dutch", "Nederlands"); undefined for a name without places or a language the
 * runtime cannot name.
 */
export function languageOf(
  popularIn: readonly Place[],
  selectedTags: readonly string[],
  language: Language,
): string | undefined {
  const [place] = parentPlaces(popularIn, selectedTags, language);
  const code = place === undefined ? undefined : PLACE_LANGUAGES[place][0]?.split('-')[0];
  try {
    return code === undefined ? undefined : languageNames(language).of(code);
  } catch {
    return undefined;
  }
}

/**
 * Why a relative is one (decision 97): how its last step relates it to the name before it ("Dutch boy's form of
 * Johanna", "nickname of Wilhelmina"), and for a longer path the names before that one ("girl's form of Hannes, via
 * Johannes").
 */
export function relationText(
  t: TFunction,
  typed: string,
  namesake: Pick<Namesake, 'gender' | 'path'>,
  language: string | undefined,
): string {
  const last = namesake.path.at(-1);
  const between = namesake.path.slice(0, -1).map((step) => step.name);
  const before = between.at(-1) ?? typed;
  const values: Record<string, string> = { name: before, language: language ?? '' };
  const said = (() => {
    switch (last?.relation) {
      case 'variant':
        return t('namesakes.variant', values);
      case 'equivalent':
        return language === undefined
          ? t('namesakes.equivalent', values)
          : t('namesakes.equivalentIn', values);
      case 'nickname':
        return t('namesakes.nickname', values);
      case 'full-name':
        return t('namesakes.fullName', values);
      default:
        if (namesake.gender === 'M') {
          return language === undefined ? t('namesakes.boysForm', values) : t('namesakes.boysFormIn', values);
        }
        return language === undefined ? t('namesakes.girlsForm', values) : t('namesakes.girlsFormIn', values);
    }
  })();
  const earlier = between.slice(0, -1);
  return earlier.length === 0 ? said : t('namesakes.via', { relation: said, names: joinList(t, earlier) });
}
