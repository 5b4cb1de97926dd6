import type { Place } from '@name-swiper/contract/constants';
import type { Pronunciation } from '@name-swiper/contract/names';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../i18n/use-translation';
import type { FullNameWords } from './name-syllables';
import { fullNameSyllables, pronunciationFor } from './name-syllables';
import type { WordSyllables } from './syllables';
import { useSyllabifier } from './use-syllabifier';

function SpelledWord({ syllables }: { syllables: WordSyllables }) {
  const { word, parts, stress } = syllables;
  if (!parts) {
    return <span className="font-name">{word}</span>;
  }
  return (
    <span className="font-name">
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 && <span className="text-ink-muted">·</span>}
          {index === stress ? <strong className="underline">{part}</strong> : part}
        </span>
      ))}
    </span>
  );
}

interface StudioSyllablesProps extends FullNameWords {
  pronunciations: readonly Pronunciation[];
  /** Where the name is most common: a pronunciation of that language is the next best after the parent's own. */
  places: readonly Place[];
}

/**
 * Each word of the full name with its syllables and usual stress, and the rhythm of the whole (●○ ●○ ●): the first
 * name's syllables from its pronunciation where the catalogue has one, every other word's estimated (and said so).
 */
export function StudioSyllables({ pronunciations, places, ...words }: StudioSyllablesProps) {
  const { t, i18n } = useTranslation();
  const syllabify = useSyllabifier(i18n.language);
  if (!syllabify) {
    return <Skeleton className="h-16 rounded-2xl" />;
  }
  const split = fullNameSyllables(words, pronunciationFor(pronunciations, i18n.language, places), syllabify);
  const pattern = split.map(({ count, stress }) =>
    Array.from({ length: count }, (_, index) => (index === stress ? '●' : '○')).join(''),
  );
  const spokenPattern = split
    .map(({ count, stress }) =>
      Array.from({ length: count }, (_, index) => t(index === stress ? 'studio.strong' : 'studio.weak')).join(
        ' ',
      ),
    )
    .join(', ');
  return (
    <div className="flex flex-col gap-2" data-testid="studio-syllables">
      <h3 className="text-sm font-semibold text-ink-muted">{t('studio.syllables')}</h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-lg">
        {split.map((syllables, index) => (
          <li key={index}>
            <SpelledWord syllables={syllables} />{' '}
            <span className="text-sm text-ink-muted">
              {t('studio.syllableCount', { count: syllables.count })}
              {syllables.estimated && ` · ${t('studio.estimated')}`}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm">
        {t('studio.stressPattern')}{' '}
        <span aria-hidden="true" className="tracking-widest">
          {pattern.join(' ')}
        </span>
        <span className="sr-only">{spokenPattern}</span>
      </p>
      <p className="text-xs text-ink-muted">{t('studio.syllablesHow')}</p>
    </div>
  );
}
