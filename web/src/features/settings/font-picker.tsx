import type { FontKey } from '@name-swiper/contract/constants';
import { FONTS } from '@name-swiper/contract/constants';
import { useEffect } from 'react';
import { FirstNameIn } from '../../components/ui/full-name';
import { loadNameFont } from '../../fonts';
import { useTranslation } from '../../i18n/use-translation';
import { preferencesStore } from '../../stores/preferences-store';
import { usePreferences } from '../../stores/use-preferences';

const FONT_KEYS = Object.keys(FONTS).filter((key): key is FontKey => Object.hasOwn(FONTS, key));

/** The six name fonts, each previewed in itself; stored under font-preference (spec §2.9). */
export function FontPicker() {
  const { t } = useTranslation();
  const { font } = usePreferences();
  // The previews need every face: the five that are not on the first screen load when the choice is shown.
  useEffect(() => FONT_KEYS.forEach(loadNameFont), []);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-lg font-bold">{t('settings.font')}</legend>
      <p className="mb-1 text-sm text-ink-muted">{t('settings.fontHint')}</p>
      <div className="grid grid-cols-2 gap-2">
        {FONT_KEYS.map((key) => (
          <label
            key={key}
            className={`flex min-h-20 cursor-pointer flex-col justify-center rounded-2xl border-2 px-3 py-2 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-like ${
              font === key ? 'border-like bg-like-soft' : 'border-line bg-surface hover:bg-surface-2'
            }`}
          >
            <input
              type="radio"
              name="font"
              value={key}
              checked={font === key}
              onChange={() => preferencesStore.setFont(key)}
              className="sr-only"
            />
            <FirstNameIn name={t('settings.sampleName')} font={key} className="text-2xl leading-tight" />
            <span className="text-xs font-bold text-ink-muted">
              {t(`settings.fonts.${key}`)} · {FONTS[key]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
