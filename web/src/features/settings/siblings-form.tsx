import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { primaryButton, textInput } from '../../components/ui/card';
import { useTranslation } from '../../i18n/use-translation';
import type { SiblingRefusal } from '../../stores/siblings-store';
import {
  MAX_SIBLINGS,
  SIBLING_NAME_MAX_LENGTH,
  siblingsStore,
  useSiblings,
} from '../../stores/siblings-store';

/**
 * Brothers and sisters (optional): the names of the children a family already has, added and removed here and kept
 * on this device; the full-name studio shows every candidate beside them. A refused name says why.
 */
export function SiblingsForm() {
  const { t } = useTranslation();
  const inputId = useId();
  const siblings = useSiblings();
  const [value, setValue] = useState('');
  const [refusal, setRefusal] = useState<{ reason: SiblingRefusal; name: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const added = siblingsStore.add(value);
    if (!added.ok) {
      setRefusal({ reason: added.refusal, name: value.trim() });
      return;
    }
    setRefusal(null);
    setValue('');
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-lg font-bold">
        {t('settings.siblings')}
      </label>
      <p className="text-sm text-ink-muted">{t('settings.siblingsHint')}</p>
      {siblings.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('settings.siblings')}>
          {siblings.map((sibling) => (
            <li key={sibling} className="flex items-center gap-1 rounded-full bg-surface-2 py-1 pr-1 pl-3">
              <span className="font-name font-semibold">{sibling}</span>
              <button
                type="button"
                aria-label={t('settings.removeSibling', { name: sibling })}
                onClick={() => siblingsStore.remove(sibling)}
                className="flex size-8 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={inputId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('settings.siblingPlaceholder')}
          maxLength={SIBLING_NAME_MAX_LENGTH}
          aria-invalid={refusal !== null}
          autoComplete="off"
          className={textInput}
        />
        <button type="submit" className={primaryButton}>
          {t('settings.addSibling')}
        </button>
      </div>
      <p role="status" className="text-sm font-bold text-like empty:-mt-2">
        {refusal !== null &&
          t(`settings.siblingErrors.${refusal.reason}`, {
            name: refusal.name,
            max: refusal.reason === 'too-many' ? MAX_SIBLINGS : SIBLING_NAME_MAX_LENGTH,
          })}
      </p>
    </form>
  );
}
