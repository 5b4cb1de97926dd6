import { LAST_NAME_MAX_LENGTH, preferencesSchema } from '@name-swiper/contract/auth';
import { SETTINGS_SAVED_MS } from '@name-swiper/contract/constants';
import type { ErrorCode } from '@name-swiper/contract/errors';
import { inputErrorCode } from '@name-swiper/contract/errors';
import { errorMessageSchema, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { FormEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { setFamilyLastName } from '../../api/family-last-name';
import { useFamily } from '../../api/get-family';
import { realtimeClient } from '../../api/realtime/realtime-client';
import { useTranslation } from '../../i18n/use-translation';
import { useDeviceId } from '../../platform/device-id-context';
import { useStore } from '../../stores/use-store';
import { familyLastNameStore } from '../../stores/family-last-name-store';
import { preferencesStore } from '../../stores/preferences-store';

/**
 * Last name: checked with the contract's schema (the server's rule), trimmed and normalised, then 'Saved!' for 2
 * seconds (spec §2.9). Alone it is the device's own, stored under user-last-name; in a family it is the family's,
 * sent to the server and shared live with the partner, while the device's own stays stored for when it leaves
 * (decision 58). A refused name says why and is not stored.
 */
export function LastNameForm() {
  const { t } = useTranslation();
  const inputId = useId();
  const members = useFamily(useDeviceId()).data?.members;
  const inFamily = members !== undefined && members.length > 1;
  const own = useStore(preferencesStore).lastName;
  const family = useStore(familyLastNameStore);
  const current = inFamily ? (family ?? own) : own;
  const [value, setValue] = useState(current);
  const [shown, setShown] = useState(current);
  const [saved, setSaved] = useState(false);
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);

  // The field follows the last name it edits: the family's as it arrives (a partner may change it), or the own.
  if (shown !== current) {
    setShown(current);
    setValue(current);
  }

  useEffect(() => {
    if (!inFamily) {
      return;
    }
    return realtimeClient.subscribe(USER_DESTINATIONS.errors, errorMessageSchema, ({ code }) => {
      setRefusal(code);
      setSaved(false);
    });
  }, [inFamily]);

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
    if (inFamily) {
      setFamilyLastName(parsed.data);
    } else {
      preferencesStore.setLastName(parsed.data);
    }
    setValue(parsed.data);
    setSaved(true);
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-lg font-bold">
        {inFamily ? t('settings.familyLastName') : t('settings.lastName')}
      </label>
      <p className="text-sm text-ink-muted">
        {inFamily ? t('settings.familyLastNameHint') : t('settings.lastNameHint')}
      </p>
      {inFamily && family === null && own !== '' && (
        <p className="text-sm font-semibold" data-testid="family-last-name-offer">
          {t('settings.familyLastNameOffer', { lastName: own })}
        </p>
      )}
      {inFamily && family !== null && own !== '' && own !== family && (
        <p className="text-sm text-ink-muted">{t('settings.ownLastNameKept', { lastName: own })}</p>
      )}
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
      <p role="status" className="text-sm font-bold text-like empty:-mt-2" data-testid="last-name-status">
        {refusal !== null && t(`errors.${refusal}`)}
        {saved && t('settings.saved')}
      </p>
    </form>
  );
}
