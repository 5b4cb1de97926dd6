const names = new Map<string, Intl.DisplayNames>();

/**
 * Language names ("Hebreeuws" for `he` in Dutch), made once per language: creating one loads the locale's data
 * (some 25 ms of main thread on a desktop). Throws a RangeError for a language the runtime lacks.
 */
export function languageNames(language: string): Intl.DisplayNames {
  let existing = names.get(language);
  if (!existing) {
    existing = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' });
    names.set(language, existing);
  }
  return existing;
}
