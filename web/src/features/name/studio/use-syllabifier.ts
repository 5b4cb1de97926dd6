import { useEffect, useState } from 'react';
import { loadDutchHyphenation } from './dutch-hyphenation';
import type { Hyphenate, WordSyllables } from './syllables';
import { dutchSyllables, englishSyllables } from './syllables';

/**
 * How words are split into syllables in the interface language: English with `syllable`, Dutch with the Dutch
 * hyphenation patterns, which load on first use (undefined until they have).
 */
export function useSyllabifier(language: string): ((word: string) => WordSyllables) | undefined {
  const dutch = language.startsWith('nl');
  const [hyphenate, setHyphenate] = useState<{ run: Hyphenate }>();

  useEffect(() => {
    if (!dutch) {
      return;
    }
    let current = true;
    void loadDutchHyphenation().then((run) => {
      if (current) {
        setHyphenate({ run });
      }
    });
    return () => {
      current = false;
    };
  }, [dutch]);

  if (!dutch) {
    return englishSyllables;
  }
  return hyphenate ? (word) => dutchSyllables(word, hyphenate.run) : undefined;
}
