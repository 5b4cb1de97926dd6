import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { learnedOrderSetting } from '../../stores/learned-order-store';
import { useStore } from '../../stores/use-store';

/** On: after the first votes the deck deals names like the liked ones; off: plain popularity order. */
export function LearnedOrderToggle() {
  const { t } = useTranslation();
  const learn = useStore(learnedOrderSetting);
  const hintId = useId();
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4">
      <span className="flex flex-col gap-1">
        <span className="text-lg font-bold">{t('settings.learnedOrder')}</span>
        <span id={hintId} className="text-sm text-ink-muted">
          {t('settings.learnedOrderHint')}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={learn}
        aria-describedby={hintId}
        onChange={(event) => learnedOrderSetting.set(event.target.checked)}
        className="size-6 shrink-0 cursor-pointer accent-like"
      />
    </label>
  );
}
