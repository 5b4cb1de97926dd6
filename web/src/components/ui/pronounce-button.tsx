import { useTranslation } from 'react-i18next';
import { speak } from '../../platform/speech';
import { usePreferences } from '../../stores/use-preferences';
import { SpeakerIcon } from './icons';

/** Reads the full name aloud with the platform's speech synthesis (spec §1 Pronounce). */
export function PronounceButton({ name, className = '' }: { name: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const { lastName } = usePreferences();
  return (
    <button
      type="button"
      aria-label={t('swipe.pronounce', { name })}
      onClick={() => speak(lastName ? `${name} ${lastName}` : name, i18n.language)}
      className={`flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-2 hover:text-ink ${className}`}
    >
      <SpeakerIcon />
    </button>
  );
}
