import { isFamilyNameId } from '@name-swiper/contract/constants';
import type { NameItem } from '@name-swiper/contract/names';
import { Link } from 'wouter';
import { CheersMarks } from '../../../components/ui/cheers-marks';
import { FullName } from '../../../components/ui/full-name';
import { GenderBadge } from '../../../components/ui/gender-badge';
import { InfoIcon } from '../../../components/ui/icons';
import { cardLineText } from '../../../components/ui/one-in-text';
import { originLabel } from '../../../components/ui/origin-label';
import { parentTags, useParentPlaces } from '../../../components/ui/parent-places';
import { PronounceButton } from '../../../components/ui/pronounce-button';
import { placeList } from '../../../components/ui/place-list';
import { tagLabel } from '../../../components/ui/tag-label';
import { joinList } from '../../../i18n/join-list';
import { useTranslation } from '../../../i18n/use-translation';
import { CardMarks } from './card-marks';
import { SpellingChoice } from './spelling-choice';

/** The card stays quiet: three places, those that matter to this parent first (decision 75). */
const CARD_PLACES = 3;
/** Tags on the card, those of the parent's places first. */
const CARD_TAGS = 6;

interface NameCardContentProps {
  item: NameItem;
  interactive: boolean;
  /** Shows the card in another of its spellings (decision 93). */
  onPickSpelling?: ((spellingId: string) => void) | undefined;
}

/** What a name card shows (spec §2.3): the name is the hero, everything else is quiet. */
export function NameCardContent({ item, interactive, onPickSpelling }: NameCardContentProps) {
  const { t, i18n } = useTranslation();
  const tabIndex = interactive ? 0 : -1;
  const places = useParentPlaces(item.popularIn);
  // A name of the family's own has no page; a catalogue name the family put first keeps its link (decision 98).
  const ownName = item.addedByFamily === true && isFamilyNameId(item.id);
  return (
    <div className="flex h-full flex-col p-5">
      <div className="flex items-start justify-between gap-2">
        <GenderBadge gender={item.gender} />
        {ownName ? (
          <p
            className="rounded-full bg-like-soft px-3 py-1 text-sm font-bold text-like"
            data-testid="added-by-family"
          >
            {t('swipe.addedByFamily')}
          </p>
        ) : (
          <Link
            to={`/name/${encodeURIComponent(item.name)}`}
            tabIndex={tabIndex}
            className="-mr-2 -mt-2 flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-ink-muted hover:bg-surface-2 hover:text-ink"
            onPointerDown={(event) => event.stopPropagation()}
          >
            <InfoIcon className="size-5" />
            {t('swipe.viewDetails')}
          </Link>
        )}
      </div>
      {item.tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('tags.title')}>
          {parentTags(item.tags, places)
            .slice(0, CARD_TAGS)
            .map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold text-ink-muted"
              >
                {tagLabel(t, tag)}
              </li>
            ))}
        </ul>
      )}
      <div className="flex flex-1 flex-col items-center justify-center gap-2 text-center">
        <h2 className="w-full text-[clamp(2.5rem,13vw,3.75rem)] leading-tight" data-testid="card-name">
          <FullName name={item.name} />
        </h2>
        {interactive && <PronounceButton name={item.name} places={item.popularIn} />}
        {onPickSpelling && <SpellingChoice item={item} onPick={onPickSpelling} interactive={interactive} />}
      </div>
      <div className="flex flex-col gap-0.5 text-center text-sm text-ink-muted">
        <div className="flex justify-center empty:hidden">
          <CheersMarks nameId={item.id} listed={item.cheers} />
        </div>
        {item.addedByFamily === true && !ownName && (
          <p className="font-bold text-like" data-testid="added-by-family">
            {t('swipe.addedByFamily')}
          </p>
        )}
        {item.oneIn && (
          <p className="line-clamp-1 font-semibold" data-testid="card-one-in">
            {cardLineText(t, item.oneIn)}
          </p>
        )}
        <CardMarks item={item} />
        {item.because && (
          <p className="line-clamp-1 font-semibold" data-testid="card-because">
            {t('swipe.because', { names: joinList(t, item.because) })}
          </p>
        )}
        {places.length > 0 && (
          <p className="line-clamp-2" data-testid="card-places">
            {t('swipe.popularIn', { places: placeList(t, places.slice(0, CARD_PLACES)) })}
          </p>
        )}
        {item.origin && (
          <p className="line-clamp-2">
            {t('swipe.origin', { origin: originLabel(t, item.origin, item.originLanguages, i18n.language) })}
          </p>
        )}
      </div>
    </div>
  );
}
