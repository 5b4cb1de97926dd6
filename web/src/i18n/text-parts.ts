/**
 * The texts come in two parts (decision 84): what the first screen and the shell around every screen need, fetched
 * at start, and the texts of the screens opened from there, fetched with a screen's code or once the first screen is
 * up. The later part is named here, path by path (a key's plural forms go with it); everything else, new texts
 * included, comes at start.
 */
export type TextPart = 'start' | 'later';

export const LATER_TEXTS: readonly string[] = [
  'history',
  'decide',
  'lastNamePreview',
  'name',
  'studio',
  'together',
  'familyNames',
  'settings',
  'namesakes',
  'oneIn.title',
  'oneIn.girls',
  'oneIn.girlsAtLeast',
  'oneIn.boys',
  'oneIn.boysAtLeast',
  'oneIn.babies',
  'oneIn.atLeastNote',
  'oneIn.allPlaces',
  'credits.settingsText',
  'credits.intro',
  'credits.publisher',
  'credits.usedFor',
  'credits.licence',
  'credits.attribution',
  'credits.attributionNote',
  'credits.visitSource',
  'credits.publicDomain',
  'credits.noOpenLicence',
  'credits.uses',
  'credits.appTitle',
  'credits.appLicence',
  'credits.sourceTexts',
  'login',
  'notFound',
];

export type Texts = { [key: string]: string | Texts };

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null;

/** The texts of one part: the later paths, or all but them. */
export function textPart(texts: Texts, part: TextPart, later = LATER_TEXTS, prefix = ''): Texts {
  const picked: Texts = {};
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix + key;
    // A plural form ("allPlaces_one") goes with its key.
    if (later.includes(path) || later.includes(path.replace(/_[a-z]+$/, ''))) {
      if (part === 'later') {
        picked[key] = value;
      }
    } else if (isTexts(value) && later.some((entry) => entry.startsWith(`${path}.`))) {
      const child = textPart(value, part, later, `${path}.`);
      if (Object.keys(child).length > 0) {
        picked[key] = child;
      }
    } else if (part === 'start') {
      picked[key] = value;
    }
  }
  return picked;
}

/** The two parts as one again. */
export function joinTexts(start: Texts, later: Texts): Texts {
  const joined: Texts = { ...start };
  for (const [key, value] of Object.entries(later)) {
    const existing = joined[key];
    joined[key] = isTexts(existing) && isTexts(value) ? joinTexts(existing, value) : value;
  }
  return joined;
}
