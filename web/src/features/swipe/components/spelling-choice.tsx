import type { NameItem } from '@name-swiper/contract/names';
import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

interface SpellingChoiceProps {
  item: NameItem;
  /** Shows the card in this spelling (decision 93); the vote then goes to it. */
  onPick: (spellingId: string) => void;
  /** False on the card behind: nothing on it takes the focus. */
  interactive?: boolean;
  className?: string;
}

/**
 * "Also Zoé, Zoë": the other spellings of the name on a card or a list row, each a button that shows it instead. A
 * press that moves is the card's drag (a tap stays a tap), so the spellings in the middle of the card never stop a
 * swipe.
 */
export function SpellingChoice({ item, onPick, interactive = true, className = '' }: SpellingChoiceProps) {
  const { t } = useTranslation();
  const spellings = item.spellings ?? [];
  if (spellings.length === 0) {
    return null;
  }
  return (
    <p
      role="group"
      aria-label={t('swipe.otherSpellings', { name: item.name })}
      className={`flex flex-wrap items-center justify-center gap-x-1 text-sm text-ink-muted ${className}`}
      data-testid="other-spellings"
    >
      <span>{t('swipe.alsoSpelled')}</span>
      {spellings.map((spelling, index) => (
        <Fragment key={spelling.id}>
          <button
            type="button"
            tabIndex={interactive ? 0 : -1}
            aria-label={t('swipe.showSpelling', { name: spelling.name })}
            onClick={() => onPick(spelling.id)}
            className="min-h-11 min-w-11 rounded-full px-2 font-semibold text-ink underline decoration-dotted underline-offset-4 hover:bg-surface-2"
          >
            {spelling.name}
          </button>
          {index < spellings.length - 1 && <span className="-ml-2">,</span>}
        </Fragment>
      ))}
    </p>
  );
}
