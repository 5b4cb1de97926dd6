import type { Place } from '@name-swiper/contract/constants';
import { LANGUAGE_PLACES, LANGUAGES, PLACE_LANGUAGES } from '@name-swiper/contract/constants';

/** The interface languages' own voices. */
const UI_SPEECH_LANGUAGES: Record<string, string> = { en: 'en-GB', nl: 'nl-NL' };

const primaryLanguage = (tag: string) => tag.split(/[-_]/)[0]?.toLowerCase() ?? '';

/**
 * The language of a name: that of the place where it is most common; where that place speaks several, the one
 * the next places share (Amélie, Belgium then France: French), else the place's main language.
 */
export function nameLanguage(places: readonly Place[]): string | undefined {
  const [main, ...others] = places;
  if (main === undefined) {
    return undefined;
  }
  const candidates = PLACE_LANGUAGES[main];
  const otherLanguages = new Set(others.flatMap((place) => PLACE_LANGUAGES[place].map(primaryLanguage)));
  return candidates.find((tag) => otherLanguages.has(primaryLanguage(tag))) ?? candidates[0];
}

/**
 * Whether the name is used in the interface language (decision 75: the parent then says it their way): it is common
 * in one of that language's places, and in that language there (Amélie is common in Belgium, but in French).
 */
function usedInLanguage(places: readonly Place[], uiLanguage: string): boolean {
  const language = LANGUAGES.find((each) => each === uiLanguage);
  return (
    language !== undefined &&
    LANGUAGE_PLACES[language].some(
      (own) =>
        places.includes(own) &&
        primaryLanguage(nameLanguage([own, ...places.filter((place) => place !== own)]) ?? '') === language,
    )
  );
}

/**
 * The language to speak a name in, given the voices the device has: the interface language's voice where the name is
 * used in its places (Emma for a Dutch parent: Dutch, not Italian), else a voice of the name's language (its own
 * region first), else one of the interface language. An empty list means the voices are not known (yet), so the
 * language wanted first is asked for and the engine picks.
 */
export function speechLanguage(
  places: readonly Place[],
  uiLanguage: string,
  voiceLanguages: readonly string[],
): string {
  const uiTag = UI_SPEECH_LANGUAGES[uiLanguage] ?? uiLanguage;
  const wanted = usedInLanguage(places, uiLanguage)
    ? [uiTag]
    : [nameLanguage(places), uiTag].filter((tag) => tag !== undefined);
  if (voiceLanguages.length === 0) {
    return wanted[0] ?? uiTag;
  }
  const voices = voiceLanguages.map((tag) => tag.replace('_', '-'));
  for (const tag of wanted) {
    const voice =
      voices.find((lang) => lang.toLowerCase() === tag.toLowerCase()) ??
      voices.find((lang) => primaryLanguage(lang) === primaryLanguage(tag));
    if (voice !== undefined) {
      return voice;
    }
  }
  return uiTag;
}
