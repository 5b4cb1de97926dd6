import { LAST_NAME_MAX_LENGTH } from '@name-swiper/contract/constants';
import type { ErrorCode } from '@name-swiper/contract/errors';
import { inputErrorCode } from '@name-swiper/contract/errors';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useStore } from '../../stores/use-store';
import { familyLastNameStore } from '../../stores/family-last-name-store';
import { lastNamePreviewStore } from '../../stores/last-name-preview';
import { preferencesStore } from '../../stores/preferences-store';
import { lastNameSuggestions } from './last-name-suggestions';

/** The contract's check of a last name. It brings zod, so it loads when the form opens, not with the name's page. */
const lastNameSchema = () =>
  import('@name-swiper/contract/auth').then(({ preferencesSchema }) => preferencesSchema.shape.lastName);

const chip = 'min-h-11 rounded-full border border-line px-4 text-sm font-semibold hover:bg-surface-2';

/**
 * Tries another last name in this screen's full-name preview (a double barrel, the partner's) without changing the
 * family's or the device's own: kept on this phone until stopped, and said so while it is on (decision 58).
 */
export function LastNamePreview() {
  const { t } = useTranslation();
  const inputId = useId();
  const preview = useStore(lastNamePreviewStore);
  const family = useStore(familyLastNameStore);
  const own = useStore(preferencesStore).lastName;
  const saved = family ?? own;
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);

  if (preview !== null) {
    return (
      <div
        className="flex flex-wrap items-center gap-2 rounded-2xl bg-surface-2 p-3"
        data-testid="last-name-preview"
      >
        <p className="min-w-0 flex-1 text-sm" role="status">
          {saved === ''
            ? t('lastNamePreview.activeNoSaved', { lastName: preview })
            : t(family === null ? 'lastNamePreview.activeOwn' : 'lastNamePreview.activeFamily', {
                lastName: preview,
                saved,
              })}
        </p>
        <button type="button" className={chip} onClick={() => lastNamePreviewStore.stop()}>
          {t('lastNamePreview.stop')}
        </button>
      </div>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className={`${chip} self-start`}
        onClick={() => {
          setOpen(true);
          void lastNameSchema();
        }}
      >
        {t('lastNamePreview.open')}
      </button>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (await lastNameSchema()).safeParse(value);
    if (!parsed.success || parsed.data === '') {
      setRefusal(parsed.success ? 'invalid-request' : inputErrorCode(parsed.error.issues[0]));
      return;
    }
    setRefusal(null);
    setOpen(false);
    setValue('');
    lastNamePreviewStore.preview(parsed.data);
  };
  const suggestions = lastNameSuggestions(saved, own);

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-2 rounded-2xl bg-surface-2 p-3"
    >
      <label htmlFor={inputId} className="font-bold">
        {t('lastNamePreview.label')}
      </label>
      <p className="text-sm text-ink-muted">{t('lastNamePreview.hint')}</p>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('lastNamePreview.placeholder')}
          maxLength={LAST_NAME_MAX_LENGTH}
          aria-invalid={refusal !== null}
          className="h-12 min-w-0 flex-1 rounded-2xl border border-line bg-canvas px-4 text-base placeholder:text-ink-muted"
        />
        <button type="submit" className="min-h-12 rounded-2xl bg-like px-5 font-bold text-on-like">
          {t('lastNamePreview.show')}
        </button>
      </div>
      {suggestions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {suggestions.map((suggestion) => (
            <button key={suggestion} type="button" className={chip} onClick={() => setValue(suggestion)}>
              {suggestion}
            </button>
          ))}
        </div>
      )}
      <p
        role="alert"
        className="text-sm font-bold text-like empty:hidden"
        data-testid="last-name-preview-error"
      >
        {refusal !== null &&
          (refusal === 'invalid-request' ? t('lastNamePreview.empty') : t(`errors.${refusal}`))}
      </p>
    </form>
  );
}
