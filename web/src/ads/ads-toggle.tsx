import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { setAdsEnabled } from './ads';
import { useAdsEnabled } from './ads-setting';

/** The one setting that switches every ad off: deck cards and interstitials (remembered on this device). */
export function AdsToggle() {
  const { t } = useTranslation();
  const enabled = useAdsEnabled();
  const hintId = useId();
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4">
      <span className="flex flex-col gap-1">
        <span className="text-lg font-bold">{t('ads.setting')}</span>
        <span id={hintId} className="text-sm text-ink-muted">
          {t('ads.settingHint')}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={enabled}
        aria-describedby={hintId}
        onChange={(event) => setAdsEnabled(event.target.checked)}
        className="size-6 shrink-0 cursor-pointer accent-like"
      />
    </label>
  );
}
