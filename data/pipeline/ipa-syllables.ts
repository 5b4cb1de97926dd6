/**
 * The number of syllables of a WikiPron pronunciation. WikiPron's data carries neither stress marks nor syllable
 * boundaries (it removes both), so syllables are counted from the vowels: every vowel sound is one syllable, a
 * syllabic consonant (n̩) too; a segment marked non-syllabic (ɪ̯) is a glide, and two vowel segments that the
 * language's transcriptions use for one diphthong (English e ɪ, German a ɪ, Dutch ɛ i, Spanish a i) count once.
 */

const VOWELS = new Set(Array.from('iyɨʉɯuɪʏʊeøɘɵɤoəɛœɜɞʌɔæɐaɶɑɒɚɝ'));
const NON_SYLLABIC = '\u032F';
const SYLLABIC = ['\u0329', '\u030D'];

/** Pairs of vowel segments (without length marks) spoken as one diphthong, per language (primary subtag). */
const DIPHTHONGS: Readonly<Record<string, readonly string[]>> = {
  en: ['e ɪ', 'a ɪ', 'ɔ ɪ', 'ʌ ɪ', 'ɛ ɪ', 'a ʊ', 'o ʊ', 'ə ʊ', 'ɛ ə', 'ɛ ɚ', 'ɪ ɚ', 'ʊ ɚ', 'ɔ ɚ', 'ɑ ɚ'],
  de: ['a ɪ', 'a ʊ', 'ɔ ʏ', 'ɔ ɪ'],
  nl: ['ɛ i', 'ɛ ɪ', 'œ y', 'ɑ u', 'a u', 'ɔ u'],
  es: ['a i', 'e i', 'o i', 'a u', 'e u', 'o u'],
  it: ['a i', 'e i', 'ɛ i', 'o i', 'ɔ i', 'a u', 'e u', 'ɛ u'],
  nb: ['æ ʉ', 'æ i', 'ɑ i', 'ɔ ʏ', 'ɔ i'],
};

/**
 * English centring diphthongs (ɪə as in "here", ʊə as in "tour") look like ɪ or ʊ before a schwa (Austria's ɹ ɪ ə),
 * so they count as one only in a word's first syllable (Diedre) or before r (Saoirse's s ɪ ə ɹ ʃ ə).
 */
const CENTRING = ['ɪ ə', 'ʊ ə', 'e ə'];

const plain = (segment: string): string =>
  segment.normalize('NFD').replace(/\p{M}/gu, '').replace(/[ːˑ]/g, '');

const isNucleus = (segment: string): boolean => {
  if (segment.includes(NON_SYLLABIC)) {
    return false;
  }
  return (
    SYLLABIC.some((mark) => segment.includes(mark)) || Array.from(plain(segment)).some((c) => VOWELS.has(c))
  );
};

/** Syllables of `ipa` (segments separated by spaces, as WikiPron writes them) in `language` (de, en-GB, nl, …). */
export function ipaSyllables(ipa: string, language: string): number {
  const diphthongs = DIPHTHONGS[language.split('-')[0] ?? ''] ?? [];
  const english = language.startsWith('en');
  // A field with two pronunciations (WikiPron's German Suada: "s u̯ aː d a , z u̯ aː d a") counts the first.
  const segments = (ipa.split(' , ')[0] ?? '').split(' ').filter((segment) => segment !== '');
  let count = 0;
  let previous: string | undefined;
  segments.forEach((segment, index) => {
    if (!isNucleus(segment)) {
      previous = undefined;
      return;
    }
    const pair = previous === undefined ? '' : `${plain(previous)} ${plain(segment)}`;
    const centring =
      english && CENTRING.includes(pair) && (count === 1 || plain(segments[index + 1] ?? '') === 'ɹ');
    if (diphthongs.includes(pair) || centring) {
      previous = undefined;
      return;
    }
    count += 1;
    previous = segment;
  });
  return Math.max(1, count);
}
