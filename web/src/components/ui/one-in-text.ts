import type { OneInWord } from '@name-swiper/contract/one-in-words';
import { oneInWord } from '@name-swiper/contract/one-in-words';
import type { CardLine } from '@name-swiper/contract/one-in';
import type { TFunction } from '../../i18n/translation-keys';

const WORDS = {
  'very-common': 'oneIn.veryCommon',
  common: 'oneIn.common',
  uncommon: 'oneIn.uncommon',
  rare: 'oneIn.rare',
} as const satisfies Record<OneInWord, string>;

/** The plain word for 1 in n (decision 99): rare, uncommon, common, very common. */
export function oneInWordText(t: TFunction, n: number): string {
  return t(WORDS[oneInWord(n)]);
}

/** 48000 as "48,000" or "48.000": our own grouping, so that the first card needs no Intl number data. */
export function groupedNumber(t: TFunction, n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, t('oneIn.thousands'));
}

/** A card's short line: "1 in 110+ in Flanders: very common". */
export function cardLineText(t: TFunction, line: CardLine): string {
  return t(line.atLeast === true ? 'oneIn.cardLineAtLeast' : 'oneIn.cardLine', {
    n: groupedNumber(t, line.n),
    place: t(`place.${line.place}`),
    word: oneInWordText(t, line.n),
  });
}
