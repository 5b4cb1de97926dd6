import { joinList } from '../../../i18n/join-list';
import { useTranslation } from '../../../i18n/use-translation';
import type { FullNameParts } from './flow-notes';
import { flowNotes } from './flow-notes';
import { checkInitials } from './unfortunate-initials';

/** The initials, with a warning when they spell an unfortunate word in English or Dutch. */
export function StudioInitials({ first, middle, last }: FullNameParts) {
  const { t } = useTranslation();
  const { initials, languages } = checkInitials(first, middle, last);
  const dotted = initials.split('').join('.') + '.';
  const languageList = joinList(
    t,
    languages.map((language) => t(`studio.wordLanguage.${language}`)),
  );
  return (
    <div className="flex flex-col gap-1" data-testid="studio-initials">
      <h3 className="text-sm font-semibold text-ink-muted">{t('studio.initials')}</h3>
      <p className="font-name text-2xl font-bold tracking-wider">{dotted}</p>
      <p aria-live="polite" className="text-sm">
        {languages.length > 0 ? (
          <strong className="block rounded-2xl bg-like-soft px-3 py-2" data-testid="initials-warning">
            {t('studio.initialsWarning', { initials: dotted, languages: languageList })}
          </strong>
        ) : (
          <span className="text-ink-muted">{t('studio.initialsFine')}</span>
        )}
      </p>
    </div>
  );
}

/** Flow notes: names that run together, and a first and last name that rhyme or start alike. */
export function StudioFlow(parts: FullNameParts) {
  const { t } = useTranslation();
  const notes = flowNotes(parts);
  return (
    <div className="flex flex-col gap-1" data-testid="studio-flow">
      <h3 className="text-sm font-semibold text-ink-muted">{t('studio.flow')}</h3>
      {notes.length === 0 ? (
        <p className="text-sm">{t('studio.flowNone')}</p>
      ) : (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
          {notes.map((note) => (
            <li key={`${note.kind}-${note.first}-${note.second}`}>
              {t(`studio.flowNote.${note.kind}`, { first: note.first, second: note.second })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
