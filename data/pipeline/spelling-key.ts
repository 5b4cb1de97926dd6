/**
 * The spelling key: what is left of a name when the ways of writing one sound are made alike, so that two linked
 * spellings with the same key are one name written differently (Sara ~ Sarah, Lucas ~ Lukas, Sophie ~ Sofie, Zoe ~ Zoë)
 * and linked spellings with different keys are different names (Sophia ~ Sophie, Leo ~ Leon, Louis ~ Ludwig, Anna ~
 * Anne). In this order: accents and every character that is not a letter go, lower case; ph → f, th → t, ck → k, c
 * before e/i/y → s, other c and q → k, x → ks, a final ee/ey/ie/eigh → i (Ashlee ~ Ashley), y → i, z after the first
 * letter → s (Isabella ~ Izabella, not Zara ~ Sara); an h not before a vowel is silent and goes (Hannah ~ Hanna, John
 * ~ Jon); doubled letters are single (Matthias ~ Mathias).
 */
import { foldAccents } from './fold-accents';

const REWRITES: readonly [RegExp, string][] = [
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/ck/g, 'k'],
  [/c(?=[eiy])/g, 's'],
  [/[cq]/g, 'k'],
  [/x/g, 'ks'],
  [/(eigh|ee|ey|ie)$/, 'i'],
  [/y/g, 'i'],
  [/(?<=.)z/g, 's'],
  [/h(?![aeiou])/g, ''],
  [/(.)\1+/g, '$1'],
];

export function spellingKey(name: string): string {
  const letters = foldAccents(name.toLowerCase()).replace(/[^a-z]/g, '');
  return REWRITES.reduce((key, [pattern, replacement]) => key.replace(pattern, replacement), letters);
}
