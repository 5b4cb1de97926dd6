import type * as DutchPatterns from 'hyphen/nl';
import type { Hyphenate } from './syllables';

const SOFT_HYPHEN = '\u00AD';

/**
 * Loads the Dutch hyphenation patterns (`hyphen/nl`, the TeX patterns; about 48 KB gzipped), so only a Dutch
 * speaker's studio downloads them, and only when it opens.
 */
export async function loadDutchHyphenation(): Promise<Hyphenate> {
  // A CommonJS module: Node hands it over as the default export, the web build as named exports.
  const loaded: typeof DutchPatterns & { default?: typeof DutchPatterns } = await import('hyphen/nl');
  const { hyphenateSync } = loaded.default ?? loaded;
  return (word) => hyphenateSync(word, { hyphenChar: SOFT_HYPHEN, minWordLength: 1 }).split(SOFT_HYPHEN);
}
