import { useTranslation } from '../i18n/use-translation';

/** The native-ad placeholder card of the deck (spec §2.3): swiped away either way, never voted. */
export function NativeAdCard() {
  const { t } = useTranslation();
  return (
    <div
      className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center"
      data-testid="ad-card"
    >
      <span className="rounded-full bg-surface-2 px-3 py-1 text-xs font-bold uppercase tracking-wider text-ink-muted">
        {t('ads.label')}
      </span>
      <p className="text-2xl font-bold">{t('ads.placeholder')}</p>
      <p className="text-ink-muted">{t('ads.hint')}</p>
    </div>
  );
}
