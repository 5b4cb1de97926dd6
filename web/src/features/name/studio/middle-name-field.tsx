import { forbiddenCharacter } from '@name-swiper/contract/user-text';
import { useId } from 'react';
import { useVotes } from '../../../api/get-votes';
import { useTranslation } from '../../../i18n/use-translation';
import { useDeviceId } from '../../../platform/device-id-context';
import { SIBLING_NAME_MAX_LENGTH } from '../../../stores/siblings-store';

/** The names to pick a middle name from: our matches first, then my other likes, without the first name. */
function useMiddleNameSuggestions(firstName: string): { name: string; matched: boolean }[] {
  const deviceId = useDeviceId();
  const { data: matches = [] } = useVotes(deviceId, 'matches');
  const { data: likes = [] } = useVotes(deviceId, 'likes');
  const seen = new Set([firstName.toLocaleLowerCase()]);
  const suggestions: { name: string; matched: boolean }[] = [];
  for (const [votes, matched] of [
    [matches, true],
    [likes, false],
  ] as const) {
    for (const { name } of votes) {
      if (!seen.has(name.toLocaleLowerCase())) {
        seen.add(name.toLocaleLowerCase());
        suggestions.push({ name, matched });
      }
    }
  }
  return suggestions;
}

interface MiddleNameFieldProps {
  firstName: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * An optional middle name, typed or picked from our matches and my likes. It is only tried out, never stored; text
 * with characters no user text may hold (contract/src/user-text.ts) is refused with the reason.
 */
export function MiddleNameField({ firstName, value, onChange }: MiddleNameFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = useId();
  const suggestions = useMiddleNameSuggestions(firstName);
  const refused = forbiddenCharacter(value) !== undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink-muted">
        {t('studio.middleName')}
      </label>
      <input
        id={inputId}
        list={listId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('studio.middleNamePlaceholder')}
        maxLength={SIBLING_NAME_MAX_LENGTH}
        aria-invalid={refused}
        autoComplete="off"
        className="h-12 w-full rounded-2xl border border-line bg-canvas px-4 text-base placeholder:text-ink-muted"
      />
      <datalist id={listId}>
        {suggestions.map(({ name, matched }) => (
          <option key={name} value={name} label={t(matched ? 'studio.fromMatches' : 'studio.fromLikes')} />
        ))}
      </datalist>
      {refused && (
        <p role="status" className="text-sm font-bold text-like">
          {t('errors.invalid-characters')}
        </p>
      )}
    </div>
  );
}

/** The middle name to show: trimmed, and none while it holds a refused character. */
export function usableMiddleName(value: string): string {
  return forbiddenCharacter(value) === undefined ? value.trim().normalize('NFC') : '';
}
