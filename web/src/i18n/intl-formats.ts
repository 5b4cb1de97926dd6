/**
 * Intl formatters, made once per language and kind. Creating one loads the locale's data: a new list format for
 * every card was 0.4 s of the first screen's main thread under a phone's CPU (Lighthouse's 4× slowdown).
 */
const formats = new Map<string, Intl.ListFormat | Intl.DisplayNames>();

function once<T extends Intl.ListFormat | Intl.DisplayNames>(key: string, create: () => T): T {
  const existing = formats.get(key);
  if (existing) {
    return existing as T;
  }
  const created = create();
  formats.set(key, created);
  return created;
}

export function listFormat(language: string, type: Intl.ListFormatType): Intl.ListFormat {
  return once(`list:${type}:${language}`, () => new Intl.ListFormat(language, { type }));
}

/** Language names ("Hebreeuws" for `he` in Dutch); throws a RangeError for a language the runtime lacks. */
export function languageNames(language: string): Intl.DisplayNames {
  return once(
    `language-names:${language}`,
    () => new Intl.DisplayNames([language], { type: 'language', fallback: 'none' }),
  );
}
