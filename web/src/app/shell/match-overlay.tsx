import { useTranslation } from 'react-i18next';
import { useStore } from '../../stores/create-store';
import { closeMatch, matchStore } from '../../stores/match-store';
import { usePreferences } from '../../stores/use-preferences';

/** 'It's a match!' (spec §2.2); the confetti arrives with part 2 of the web app. */
export function MatchOverlay() {
  const { t } = useTranslation();
  const name = useStore(matchStore);
  const { lastName } = usePreferences();
  if (name === null) {
    return null;
  }
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="match-title"
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-6 bg-like-soft/95 p-8 text-center"
    >
      <h2 id="match-title" className="text-3xl font-extrabold text-like">
        {t('matches.itsAMatch')}
      </h2>
      <p className="font-name text-5xl break-words">
        {name} {lastName && <span className="font-normal opacity-70">{lastName}</span>}
      </p>
      <button
        type="button"
        autoFocus
        onClick={closeMatch}
        className="min-h-12 rounded-full bg-like px-8 text-lg font-bold text-on-like"
      >
        {t('matches.close')}
      </button>
    </div>
  );
}
