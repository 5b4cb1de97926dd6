import { syllable } from 'syllable';

/** One word of a name split into syllables. */
export interface WordSyllables {
  word: string;
  count: number;
  /** The syllables as spelled, where they are known: always in Dutch, in English when the spelling agrees with the count. */
  parts: string[] | undefined;
  /** Which syllable usually carries the stress (an estimate, see `usualStress`); -1 for none (a particle: van, de). */
  stress: number;
  /** True where the syllables are counted from the spelling; false where a pronunciation of the name gave them. */
  estimated: boolean;
}

/** Splits a word at the places Dutch hyphenation patterns allow a break. */
export type Hyphenate = (word: string) => string[];

/** Vowel letters spoken as one sound, longest first. */
const DUTCH_VOWEL_GROUPS = [
  'ieu',
  'eeu',
  'aai',
  'ooi',
  'oei',
  'aa',
  'ee',
  'oo',
  'uu',
  'ie',
  'oe',
  'eu',
  'ui',
  'ij',
  'ei',
  'ey',
  'ou',
  'au',
];
const ENGLISH_VOWEL_GROUPS = [
  'eau',
  'ai',
  'ay',
  'au',
  'ea',
  'ee',
  'ei',
  'ey',
  'ie',
  'oa',
  'oe',
  'oi',
  'oo',
  'ou',
  'oy',
  'ue',
  'ui',
];
/** Consonants that start a syllable together (Ga-briel, So-phie), so a break never falls between them. */
const ONSETS = [
  'sch',
  'chr',
  'str',
  'ch',
  'th',
  'ph',
  'sh',
  'bl',
  'br',
  'cl',
  'cr',
  'dr',
  'fl',
  'fr',
  'gl',
  'gr',
  'kl',
  'kr',
  'pl',
  'pr',
  'tr',
  'vl',
  'vr',
  'wr',
];

interface Letter {
  text: string;
  base: string;
  accented: boolean;
}

function lettersOf(word: string): Letter[] {
  return Array.from(word.normalize('NFC')).map((text) => {
    const decomposed = text.normalize('NFD');
    return {
      text,
      base: decomposed.replace(/\p{M}/gu, '').toLowerCase(),
      accented: decomposed.length > 1,
    };
  });
}

const isVowelAt = (letters: Letter[], index: number): boolean => {
  const base = letters[index]?.base ?? '';
  if ('aeiou'.includes(base) && base !== '') {
    return true;
  }
  // y is a vowel inside or at the end of a word (Lily), not before a vowel or at the start (Yara, Maya).
  return base === 'y' && index > 0 && !'aeiou'.includes(letters[index + 1]?.base || 'x');
};

/** Which vowel letters make one sound: a group the language spells one sound with, or every run of vowel letters. */
type VowelGroups = readonly string[] | 'runs';

/** How many vowel letters from `index` on make one sound; an accented letter after the first starts a new one. */
function soundLength(letters: Letter[], index: number, groups: VowelGroups): number {
  if (groups === 'runs') {
    let length = 1;
    while (isVowelAt(letters, index + length) && !letters[index + length]?.accented) {
      length += 1;
    }
    return length;
  }
  const group = groups.find((candidate) =>
    Array.from(candidate).every(
      (base, offset) =>
        letters[index + offset]?.base === base && (offset === 0 || !letters[index + offset]?.accented),
    ),
  );
  return group?.length ?? 1;
}

/**
 * The vowel sounds of a word as [start, end) letter ranges. A group of vowel letters is one sound when the language
 * spells one sound so; an accented letter inside a group starts a new sound (Zoë, Chloé).
 */
function nuclei(letters: Letter[], groups: VowelGroups): [number, number][] {
  const found: [number, number][] = [];
  let index = 0;
  while (index < letters.length) {
    if (!isVowelAt(letters, index)) {
      index += 1;
      continue;
    }
    const length = soundLength(letters, index, groups);
    found.push([index, index + length]);
    index += length;
  }
  return found;
}

/** Where the syllable after a run of consonants starts: before a single consonant (Mi-ra), inside a longer run (An-ders). */
function breakInRun(letters: Letter[], start: number, end: number): number {
  if (end - start <= 1) {
    return start;
  }
  const run = letters
    .slice(start, end)
    .map((letter) => letter.base)
    .join('');
  const onset = ONSETS.find((cluster) => run.endsWith(cluster));
  return end - (onset?.length ?? 1);
}

/** Splits a word into its spelled syllables by its vowel sounds. */
function splitBySounds(word: string, groups: VowelGroups, silentFinalE: boolean): string[] {
  const letters = lettersOf(word);
  let sounds = nuclei(letters, groups);
  const last = sounds.at(-1);
  if (
    silentFinalE &&
    sounds.length > 1 &&
    last &&
    last[1] === letters.length &&
    last[1] - last[0] === 1 &&
    letters[last[0]]?.base === 'e'
  ) {
    sounds = sounds.slice(0, -1);
  }
  if (sounds.length <= 1) {
    return [word];
  }
  const breaks = sounds.slice(1).map(([start], index) => breakInRun(letters, sounds[index]?.[1] ?? 0, start));
  return [0, ...breaks].map((from, index) =>
    letters
      .slice(from, breaks[index] ?? letters.length)
      .map((letter) => letter.text)
      .join(''),
  );
}

const isHeavy = (part: string): boolean => {
  const plain = part.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return !/[aeiouy]$/.test(plain) || /[aeiouy]{2}/.test(plain);
};

/**
 * The syllable that usually carries the stress, by the rule Latin gave most European names: a word of one or two
 * syllables is stressed on the first, a longer one on the second-to-last when that syllable is heavy (closed or with
 * a long vowel: i-sa-BEL-la, jo-HAN-nes), else on the one before (o-LI-vi-a). Without the spelled syllables the
 * second-to-last counts as light.
 */
export function usualStress(count: number, parts?: readonly string[]): number {
  if (count <= 2) {
    return 0;
  }
  const penult = parts?.[count - 2];
  return penult !== undefined && isHeavy(penult) ? count - 2 : count - 3;
}

/** An English word's syllables: the count from `syllable`, the spelled split where it agrees with it. */
export function englishSyllables(word: string): WordSyllables {
  const count = Math.max(1, syllable(word));
  const split = splitBySounds(word, ENGLISH_VOWEL_GROUPS, true);
  const parts = count === 1 ? [word] : split.length === count ? split : undefined;
  return { word, count, parts, stress: usualStress(count, parts), estimated: true };
}

/**
 * A Dutch word's syllables: the breaks the Dutch hyphenation patterns allow (An-ders, Jo-han-nes), each piece split
 * further by its vowel sounds, since the patterns never leave one letter alone at a line's edge (they give Oli-via
 * for O-li-vi-a). A piece without a vowel joins the next one (So-p-hie → So-phie).
 */
export function dutchSyllables(word: string, hyphenate: Hyphenate): WordSyllables {
  const pieces: string[] = [];
  let carried = '';
  for (const piece of hyphenate(word)) {
    if (/[aeiouyàáâäèéêëìíîïòóôöùúûü]/iu.test(piece)) {
      pieces.push(carried + piece);
      carried = '';
    } else {
      carried += piece;
    }
  }
  if (carried) {
    pieces.push(pieces.pop() + carried);
  }
  const parts = pieces.flatMap((piece) => splitBySounds(piece, DUTCH_VOWEL_GROUPS, false));
  return { word, count: parts.length, parts, stress: usualStress(parts.length, parts), estimated: true };
}

/**
 * A word's syllables when a pronunciation gives their number: the first way of spelling the word with that many
 * vowel sounds, from the fewest letters per sound to the most: runs of vowel letters (Saoir·se), without a silent
 * final e (Ca·ro·line), English vowel pairs (Lou·is), each vowel letter alone (No·ah, Mi·a). Without a way, the word
 * stays whole with the pronunciation's count.
 */
export function spokenSyllables(word: string, count: number): WordSyllables {
  const candidates = [
    () => splitBySounds(word, 'runs', false),
    () => splitBySounds(word, 'runs', true),
    () => splitBySounds(word, ENGLISH_VOWEL_GROUPS, false),
    () => splitBySounds(word, ENGLISH_VOWEL_GROUPS, true),
    () => splitBySounds(word, [], false),
  ];
  const parts =
    count === 1 ? [word] : candidates.map((split) => split()).find((split) => split.length === count);
  return { word, count, parts, stress: usualStress(count, parts), estimated: false };
}

/** The words of a full name (Anne-Marie de Vries → Anne, Marie, de, Vries). */
export function wordsOf(fullName: string): string[] {
  return fullName.split(/[\s-]+/).filter((word) => /\p{L}/u.test(word));
}
