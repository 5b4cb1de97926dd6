import type { Place } from '@name-swiper/contract/constants';

/** The languages of each place (BCP 47), the most widely spoken first. */
const PLACE_LANGUAGES: Record<Place, readonly string[]> = {
  us: ['en-US'],
  ew: ['en-GB'],
  fr: ['fr-FR'],
  be: ['nl-BE', 'fr-BE'],
  nl: ['nl-NL'],
  it: ['it-IT'],
  es: ['es-ES'],
  'de-berlin': ['de-DE'],
  ie: ['en-IE'],
  gr: ['el-GR'],
  pt: ['pt-PT'],
  dk: ['da-DK'],
  no: ['nb-NO'],
  se: ['sv-SE'],
  fi: ['fi-FI'],
  is: ['is-IS'],
  pl: ['pl-PL'],
  cz: ['cs-CZ'],
  hu: ['hu-HU'],
  at: ['de-AT'],
  ch: ['de-CH', 'fr-CH', 'it-CH'],
  il: ['he-IL'],
  tr: ['tr-TR'],
  ru: ['ru-RU'],
};

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
 * The language to speak a name in, given the voices the device has: a voice of the name's language (its own
 * region first), else one of the interface language. An empty list means the voices are not known (yet), so the
 * name's language is asked for and the engine picks.
 */
export function speechLanguage(
  places: readonly Place[],
  uiLanguage: string,
  voiceLanguages: readonly string[],
): string {
  const uiTag = UI_SPEECH_LANGUAGES[uiLanguage] ?? uiLanguage;
  const wanted = [nameLanguage(places), uiTag].filter((tag) => tag !== undefined);
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
