import { useId } from 'react';
import { shareMatches } from '../../api/family-roles';
import { useTranslation } from '../../i18n/use-translation';

/**
 * "Share our matches with supporters" (decision 91): off by default, a parent switches it for the whole family, and
 * every member's screen follows /user/queue/family-roles.
 */
export function ShareMatchesSwitch({ shared }: { shared: boolean }) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-2xl border border-line p-3">
      <span className="flex flex-col gap-1">
        <span className="font-semibold">{t('together.shareMatches')}</span>
        <span id={hintId} className="text-sm text-ink-muted">
          {t('together.shareMatchesHint')}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={shared}
        aria-describedby={hintId}
        onChange={(event) => shareMatches(event.target.checked)}
        className="size-6 shrink-0 cursor-pointer accent-like"
      />
    </label>
  );
}
