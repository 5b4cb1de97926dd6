import { LAST_NAME_MAX_LENGTH, preferencesSchema } from '@name-swiper/contract/auth';
import { SETTINGS_SAVED_MS } from '@name-swiper/contract/constants';
import type { ErrorCode } from '@name-swiper/contract/errors';
import { inputErrorCode } from '@name-swiper/contract/errors';
import type { FormEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preferencesStore } from '../../stores/preferences-store';
import { usePreferences } from '../../stores/use-preferences';

/**
 * Last name: checked with the contract's schema (the server's rule), trimmed and normalised, stored under
 * user-last-name, then 'Saved!' for 2 seconds (spec §2.9). A refused name says why and is not stored.
 */
export function LastNameForm() {
  const { t } = useTranslation();
  const inputId = useId();
  const { lastName } = usePreferences();
  const [value, setValue] = useState(lastName);
  const [saved, setSaved] = useState(false);
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);

  useEffect(() => {
    if (!saved) {
      return;
    }
    const timer = setTimeout(() => setSaved(false), SETTINGS_SAVED_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = preferencesSchema.shape.lastName.safeParse(value);
    if (!parsed.success) {
      setRefusal(inputErrorCode(parsed.error.issues[0]));
      setSaved(false);
      return;
    }
    setRefusal(null);
    preferencesStore.setLastName(parsed.data);
    setValue(parsed.data);
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
          maxLength={LAST_NAME_MAX_LENGTH}
          aria-invalid={refusal !== null}
          autoComplete="family-name"
          className="h-12 min-w-0 flex-1 rounded-2xl border border-line bg-canvas px-4 text-base placeholder:text-ink-muted"
        />
        <button type="submit" className="min-h-12 rounded-2xl bg-like px-5 font-bold text-on-like">
          {t('settings.save')}
        </button>
      </div>
      {/* Empty, the status takes no room: its negative margin takes back the form's gap. */}
      <p role="status" className="text-sm font-bold text-like empty:-mt-2">
        {refusal !== null && t(`errors.${refusal}`)}
        {saved && t('settings.saved')}
      </p>
    </form>
  );
}
