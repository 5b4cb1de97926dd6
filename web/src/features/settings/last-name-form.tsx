import { SETTINGS_SAVED_MS } from '@name-swiper/contract/constants';
import type { FormEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preferencesStore } from '../../stores/preferences-store';
import { usePreferences } from '../../stores/use-preferences';

/** Last name: trimmed and stored under user-last-name, then 'Saved!' for 2 seconds (spec §2.9). */
export function LastNameForm() {
  const { t } = useTranslation();
  const inputId = useId();
  const { lastName } = usePreferences();
  const [value, setValue] = useState(lastName);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) {
      return;
    }
    const timer = setTimeout(() => setSaved(false), SETTINGS_SAVED_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    preferencesStore.setLastName(value);
    setValue(value.trim());
    setSaved(true);
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-lg font-bold">
        {t('settings.lastName')}
      </label>
      <p className="text-sm text-ink-muted">{t('settings.lastNameHint')}</p>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('settings.lastNamePlaceholder')}
          autoComplete="family-name"
          className="h-12 min-w-0 flex-1 rounded-2xl border border-line bg-canvas px-4 text-base placeholder:text-ink-muted"
        />
        <button type="submit" className="min-h-12 rounded-2xl bg-like px-5 font-bold text-on-like">
          {t('settings.save')}
        </button>
      </div>
      <p role="status" className="min-h-6 text-sm font-bold text-like">
        {saved ? t('settings.saved') : ''}
      </p>
    </form>
  );
}
