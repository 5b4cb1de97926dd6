import { useEffect, useRef } from 'react';
import { playAnimation } from '../../components/ui/animation';
import { FullName } from '../../components/ui/full-name';
import { HeartIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/use-translation';
import { useStore } from '../../stores/use-store';
import { celebrateMatch } from '../../api/realtime/celebrations';
import { closeMatch, matchStore } from '../../stores/match-store';
import { burstConfetti } from './confetti-burst';

/** Closes the match on screen; closing is what celebrates it, so the server hears of it then. */
function close(): void {
  const closed = closeMatch();
  if (closed) {
    celebrateMatch(closed.nameId);
  }
}

/**
 * 'It's a match!' (spec §2.2): full screen, confetti, the name with the last name, and Close (or Escape). Matches
 * that arrive together are shown in turn, with "1 of 3". A match on two spellings of one name (Zoe / Zoë, decision
 * 94) shows both and asks the partners to choose one together.
 */
export default function MatchOverlay() {
  const { t } = useTranslation();
  const { matches, closed } = useStore(matchStore);
  const name = matches[0]?.name ?? null;
  const spellings = matches[0]?.spellings;
  const total = closed + matches.length;
  const heartRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (name === null) {
      return;
    }
    void burstConfetti();
    if (heartRef.current) {
      // A springy pop: overshoots a little and settles.
      playAnimation(
        heartRef.current,
        [
          { transform: 'scale(0.6)', opacity: 0 },
          { transform: 'none', opacity: 1 },
        ],
        {
          duration: 600,
          easing: 'cubic-bezier(0.34, 1.56, 0.64, 1)',
        },
      );
    }
    if (nameRef.current) {
      playAnimation(
        nameRef.current,
        [
          { transform: 'translateY(24px)', opacity: 0 },
          { transform: 'none', opacity: 1 },
        ],
        {
          duration: 400,
          delay: 150,
          fill: 'backwards',
          easing: 'ease-out',
        },
      );
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [name]);

  if (name === null) {
    return null;
  }
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="match-title"
      data-testid="match-overlay"
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-8 bg-gradient-to-b from-like-soft to-canvas p-8 text-center"
    >
      <div
        ref={heartRef}
        className="flex size-24 items-center justify-center rounded-full bg-like text-on-like shadow-card"
      >
        <HeartIcon className="size-12" fill="currentColor" />
      </div>
      <h2 id="match-title" className="text-2xl font-extrabold uppercase tracking-widest text-like">
        {t('matches.itsAMatch')}
      </h2>
      {total > 1 && (
        <p data-testid="match-counter" className="font-semibold text-ink-muted">
          {t('matches.counter', { current: closed + 1, total })}
        </p>
      )}
      <p ref={nameRef} className="max-w-full text-6xl leading-tight" data-testid="match-name">
        {spellings ? (
          <span className="font-name font-bold">{spellings.join(' / ')}</span>
        ) : (
          <FullName name={name} />
        )}
      </p>
      <p className="max-w-xs text-ink-muted" data-testid="match-text">
        {spellings ? t('matches.spellingsLiked') : t('matches.bothLiked')}
      </p>
      <button
        type="button"
        autoFocus
        onClick={close}
        className="min-h-14 min-w-40 rounded-full bg-like px-10 text-lg font-bold text-on-like shadow-card"
      >
        {t('matches.close')}
      </button>
    </div>
  );
}
