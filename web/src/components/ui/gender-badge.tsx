import type { Gender } from '@name-swiper/contract/constants';
import { useTranslation } from '../../i18n/use-translation';

export const GENDER_STYLES: Record<Gender, string> = {
  F: 'bg-girl-bg text-girl-ink',
  M: 'bg-boy-bg text-boy-ink',
  N: 'bg-neutral-bg text-neutral-ink',
};

const SYMBOLS: Record<Gender, string> = { F: '♀', M: '♂', N: '⚥' };

/** Female / Male / Neutral in a gentle tint (spec §2.3). */
export function GenderBadge({ gender }: { gender: Gender }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-bold ${GENDER_STYLES[gender]}`}
    >
      <span aria-hidden="true">{SYMBOLS[gender]}</span>
      {t(`gender.${gender}`)}
    </span>
  );
}

/** Just the symbol in its tint, for compact rows; the label is for screen readers. */
export function GenderIcon({ gender }: { gender: Gender }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t(`gender.${gender}`)}
      className={`flex size-9 shrink-0 items-center justify-center rounded-full text-lg font-bold ${GENDER_STYLES[gender]}`}
    >
      {SYMBOLS[gender]}
    </span>
  );
}
