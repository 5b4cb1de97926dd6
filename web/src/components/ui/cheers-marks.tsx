import { useTranslation } from '../../i18n/use-translation';
import { useStore } from '../../stores/use-store';
import { cheersStore } from '../../stores/cheers-store';

/**
 * The supporters who like a name, each a small "Oma ♥" (decision 90): shown to parents only, since only a parent's
 * lists and cards carry cheers. `listed` is what the card or row came with; a live change since then wins.
 */
export function CheersMarks({ nameId, listed }: { nameId: string; listed?: readonly string[] | undefined }) {
  const { t } = useTranslation();
  const cheers = useStore(cheersStore).get(nameId) ?? listed ?? [];
  if (cheers.length === 0) {
    return null;
  }
  return (
    <ul className="inline-flex flex-wrap gap-1" aria-label={t('cheers.label')} data-testid="cheers">
      {cheers.map((name, index) => {
        const who = name || t('cheers.unnamed');
        return (
          <li
            key={`${index}-${name}`}
            className="rounded-full bg-like-soft px-2 text-xs font-bold text-like"
            data-testid="cheer"
          >
            <span aria-hidden="true">{t('cheers.mark', { name: who })}</span>
            <span className="sr-only">{t('cheers.likes', { name: who })}</span>
          </li>
        );
      })}
    </ul>
  );
}
