/**
 * Greek script to Latin letters after ELOT 743 (the Greek standard used in passports), enough to find a Greek name
 * day's name in the catalogue: Γεώργιος → georgios, Ευάγγελος → evangelos, Χριστίνα → christina.
 */

const LETTERS: Readonly<Record<string, string>> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};
const PAIRS: Readonly<Record<string, string>> = {
  ου: 'ou',
  αι: 'ai',
  ει: 'ei',
  οι: 'oi',
  υι: 'yi',
  γγ: 'ng',
  γξ: 'nx',
  γχ: 'nch',
  γκ: 'gk',
  μπ: 'mp',
  ντ: 'nt',
};
/** αυ, ευ, ηυ are av, ev, iv, but af, ef, if before a voiceless consonant or at the end. */
const U_DIPHTHONGS: Readonly<Record<string, string>> = { α: 'a', ε: 'e', η: 'i' };
const VOICELESS = new Set([...'θκξπστφχψ']);
const DIAERESIS = '\u0308';

/** Lower-case Latin transliteration; undefined when the text has a letter outside the Greek alphabet. */
export function greekToLatin(name: string): string | undefined {
  // Keep the diaeresis (it splits a pair: Αϊ is a-i), drop the stress mark.
  const chars = [
    ...name
      .normalize('NFD')
      .toLowerCase()
      .replace(/\u0301/g, ''),
  ];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] ?? '';
    const next = chars[i + 1] ?? '';
    const split = chars[i + 2] === DIAERESIS;
    const vowel = U_DIPHTHONGS[ch];
    if (vowel !== undefined && next === 'υ' && !split) {
      out += vowel + (i + 2 >= chars.length || VOICELESS.has(chars[i + 2] ?? '') ? 'f' : 'v');
      i++;
    } else if (PAIRS[ch + next] !== undefined && !split) {
      out += PAIRS[ch + next];
      i++;
    } else if (LETTERS[ch] !== undefined) {
      out += LETTERS[ch];
    } else if (ch !== DIAERESIS) {
      return undefined;
    }
  }
  return out;
}
