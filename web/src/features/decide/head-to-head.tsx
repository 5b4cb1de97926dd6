import { secondaryButton } from '../../components/ui/card';
import { useTranslation } from '../../i18n/use-translation';
import { usePickKeys } from './use-pick-keys';

interface Contender {
  nameId: string;
  name: string;
}

/** One question: two matched names side by side, tap or ← / → to pick, 'Skip' to pass. */
export function HeadToHead({
  left,
  right,
  onPick,
  onSkip,
  stopRule,
}: {
  left: Contender;
  right: Contender;
  onPick: (winner: Contender, loser: Contender) => void;
  onSkip: () => void;
  /** When the questions end, and how many are left at most. */
  stopRule: string;
}) {
  const { t } = useTranslation();
  usePickKeys(true, (side) => (side === 'left' ? onPick(left, right) : onPick(right, left)));
  const choice = (winner: Contender, loser: Contender) => (
    <button
      type="button"
      onClick={() => onPick(winner, loser)}
      aria-label={t('decide.choose', { name: winner.name })}
      data-testid="decide-choice"
      className="flex min-h-32 flex-1 items-center justify-center rounded-3xl border-2 border-line bg-canvas p-4 shadow-sm transition-colors hover:border-like hover:bg-like-soft focus-visible:border-like"
    >
      <span className="font-name break-words text-3xl font-bold">{winner.name}</span>
    </button>
  );
  return (
    <section
      aria-labelledby="decide-question"
      className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5"
    >
      <h2 id="decide-question" className="text-center text-lg font-bold">
        {t('decide.question')}
      </h2>
      <div className="flex items-stretch gap-3">
        {choice(left, right)}
        <span aria-hidden="true" className="self-center text-sm font-bold text-ink-muted">
          {t('decide.or')}
        </span>
        {choice(right, left)}
      </div>
      <button type="button" onClick={onSkip} className={`${secondaryButton} self-center`}>
        {t('decide.skip')}
      </button>
      <p className="text-center text-sm text-ink-muted">{stopRule}</p>
      <p className="text-center text-sm text-ink-muted">{t('decide.keysHint')}</p>
    </section>
  );
}
