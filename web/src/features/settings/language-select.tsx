import { LANGUAGES } from '@name-swiper/contract/constants';
import { useId } from 'react';
import { changeLanguage, isLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';

/** English / Nederlands, applied at once and remembered (spec §2.9). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const selectId = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={selectId} className="text-lg font-bold">
        {t('settings.language')}
      </label>
      <select
        id={selectId}
        value={i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) {
            void changeLanguage(event.target.value);
          }
        }}
        className="h-12 rounded-2xl border border-line bg-canvas px-4 text-base"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
