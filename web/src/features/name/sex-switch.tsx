import { useTranslation } from '../../i18n/use-translation';
import type { SexView } from './chart-series';

const VIEWS: readonly SexView[] = ['all', 'F', 'M'];

/** All / Girls / Boys as one segmented control. */
export function SexSwitch({ view, onChange }: { view: SexView; onChange: (view: SexView) => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex self-start rounded-full border border-line p-0.5"
      role="group"
      aria-label={t('name.chartSexes')}
    >
      {VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className={`min-h-11 rounded-full px-4 text-sm font-semibold transition-colors ${view === option ? 'bg-ink text-canvas' : 'text-ink-muted hover:text-ink'}`}
        >
          {t(`name.chartSex.${option}`)}
        </button>
      ))}
    </div>
  );
}
