import { FAMILY_NAME_MAX_LENGTH, GENDERS, SETTINGS_SAVED_MS } from '@name-swiper/contract/constants';
import type { Gender } from '@name-swiper/contract/constants';
import type { ErrorCode } from '@name-swiper/contract/errors';
import { inputErrorCode } from '@name-swiper/contract/errors';
import { familyNameTextSchema } from '@name-swiper/contract/family-names';
import { errorMessageSchema, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { FormEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { addFamilyName, removeFamilyName, useFamilyNames } from '../../api/family-names';
import { realtimeClient } from '../../api/realtime/realtime-client';
import { primaryButton, textInput } from '../../components/ui/card';
import { useTranslation } from '../../i18n/use-translation';
import { useDeviceId } from '../../platform/device-id-context';

const GENDER_KEYS = { F: 'gender.girl', M: 'gender.boy', N: 'familyNames.either' } as const;

const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Your family's names (decision 62): a name the catalogue does not hold, added here, goes into every member's deck
 * marked 'Added by your family' (alone, into this device's own). The form checks the contract's rules first; the
 * server refuses a catalogue name, and this form then points at it. The list follows /user/queue/family-names.
 */
export function FamilyNamesSection() {
  const { t } = useTranslation();
  const inputId = useId();
  const genderId = useId();
  const names = useFamilyNames(useDeviceId()).data?.names ?? [];
  const [value, setValue] = useState('');
  const [gender, setGender] = useState<Gender>('N');
  const [pending, setPending] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const [refusal, setRefusal] = useState<{ code: ErrorCode; name: string } | null>(null);

  // The name sent is added once the family's list holds it.
  if (pending !== null && names.some((item) => sameName(item.name, pending))) {
    setPending(null);
    setValue('');
    setAdded(true);
  }

  useEffect(() => {
    if (pending === null) {
      return;
    }
    return realtimeClient.subscribe(USER_DESTINATIONS.errors, errorMessageSchema, ({ code }) => {
      setRefusal({ code, name: pending });
      setPending(null);
    });
  }, [pending]);

  useEffect(() => {
    if (!added) {
      return;
    }
    const timer = setTimeout(() => setAdded(false), SETTINGS_SAVED_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(false);
    const parsed = familyNameTextSchema.safeParse(value);
    if (!parsed.success) {
      setRefusal({ code: inputErrorCode(parsed.error.issues[0]), name: value });
      return;
    }
    setRefusal(null);
    setPending(parsed.data);
    addFamilyName(parsed.data, gender);
  };

  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="text-lg font-bold">
        {t('familyNames.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('familyNames.hint')}</p>
      {names.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={t('familyNames.title')} data-testid="family-names">
          {names.map((item) => (
            <li key={item.id} className="flex items-center gap-2 rounded-2xl bg-surface-2 py-1 pr-1 pl-4">
              <span className="min-w-0 flex-1 truncate font-name text-lg font-semibold">{item.name}</span>
              <span className="text-xs text-ink-muted">{t(GENDER_KEYS[item.gender])}</span>
              <button
                type="button"
                aria-label={t('familyNames.remove', { name: item.name })}
                onClick={() => removeFamilyName(item.id)}
                className="min-h-11 rounded-full px-3 text-sm font-semibold text-ink-muted hover:bg-surface hover:text-ink"
              >
                {t('familyNames.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} className="flex flex-wrap gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('familyNames.label')}
        </label>
        <input
          id={inputId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('familyNames.placeholder')}
          maxLength={FAMILY_NAME_MAX_LENGTH}
          aria-invalid={refusal !== null}
          autoComplete="off"
          className={`${textInput} min-w-40 flex-1`}
        />
        <label htmlFor={genderId} className="sr-only">
          {t('familyNames.gender')}
        </label>
        <select
          id={genderId}
          value={gender}
          onChange={(event) => setGender(GENDERS.find((option) => option === event.target.value) ?? 'N')}
          className="h-12 rounded-2xl border border-line bg-canvas px-3 text-base"
        >
          {(['F', 'M', 'N'] as const).map((option) => (
            <option key={option} value={option}>
              {t(GENDER_KEYS[option])}
            </option>
          ))}
        </select>
        <button type="submit" className={primaryButton} disabled={pending !== null}>
          {t('familyNames.add')}
        </button>
      </form>
      {/* Empty, the status takes no room: its negative margin takes back the form's gap. */}
      <p role="status" className="text-sm font-bold text-like empty:-mt-2" data-testid="family-names-status">
        {refusal !== null && (
          <>
            {t(`errors.${refusal.code}`)}
            {refusal.code === 'name-in-catalogue' && (
              <>
                {' '}
                <Link to={`/name/${encodeURIComponent(refusal.name)}`} className="underline">
                  {t('familyNames.see', { name: refusal.name })}
                </Link>
              </>
            )}
          </>
        )}
        {added && t('familyNames.added')}
      </p>
    </section>
  );
}
