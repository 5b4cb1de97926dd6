import type { Place } from '@name-swiper/contract/constants';
import { useTranslation } from '../../i18n/use-translation';
import { speak } from '../../platform/speech';
import { usePreferences } from '../../stores/use-preferences';
import { SpeakerIcon } from './icons';

interface PronounceButtonProps {
  name: string;
  /** Where the name is most common, most common first: its voice speaks the name's language. */
  places: readonly Place[];
  className?: string;
}

/** Reads the full name aloud with the platform's speech synthesis (spec §1 Pronounce). */
export function PronounceButton({ name, places, className = '' }: PronounceButtonProps) {
  const { t, i18n } = useTranslation();
  const { lastName } = usePreferences();
  return (
    <button
      type="button"
      aria-label={t('swipe.pronounce', { name })}
      onClick={() => speak(lastName ? `${name} ${lastName}` : name, places, i18n.language)}
      className={`flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-2 hover:text-ink ${className}`}
    >
      <SpeakerIcon />
    </button>
  );
}
