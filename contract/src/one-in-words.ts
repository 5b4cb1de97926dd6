/** The plain words for "1 in N" (decision 99); no zod, so the first screen can read them. */
export const ONE_IN_WORDS = ['very-common', 'common', 'uncommon', 'rare'] as const;
export type OneInWord = (typeof ONE_IN_WORDS)[number];

/**
 * The plain word for 1 in n (decision 99), for a class of about 25 children and a year group of about 100: very
 * common up to 1 in 150 (a year's top ten or so: in a year group of four classes another child of that sex likely has
 * it), common up to 1 in 1,000 (about the top hundred), uncommon up to 1 in 10,000, rare beyond.
 */
export const ONE_IN_WORD_LIMITS = { 'very-common': 150, common: 1000, uncommon: 10_000 } as const;

export function oneInWord(n: number): OneInWord {
  if (n <= ONE_IN_WORD_LIMITS['very-common']) {
    return 'very-common';
  }
  if (n <= ONE_IN_WORD_LIMITS.common) {
    return 'common';
  }
  return n <= ONE_IN_WORD_LIMITS.uncommon ? 'uncommon' : 'rare';
}
