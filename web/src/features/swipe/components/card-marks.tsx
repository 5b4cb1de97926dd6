import type { NameItem } from '@name-swiper/contract/names';
import { HeartIcon } from '../../../components/ui/icons';
import { joinList } from '../../../i18n/join-list';
import { useTranslation } from '../../../i18n/use-translation';
import { useStore } from '../../../stores/use-store';
import { votesStore } from '../../../stores/votes-store';

/**
 * What a card says of its place in the deck (issue 33): who of the family loves it ("Anna loves this one", the
 * members' "Your name"), and that it is back after a maybe.
 */
export function CardMarks({ item }: { item: NameItem }) {
  const { t } = useTranslation();
  const backFromMaybe = useStore(votesStore).some((vote) => vote.id === item.id && vote.vote === 'maybe');
  const named = (item.lovedBy ?? []).filter((name) => name !== '');
  return (
    <>
      {item.lovedBy && item.lovedBy.length > 0 && (
        <p
          className="mx-auto flex items-center gap-1 rounded-full bg-like-soft px-3 py-0.5 font-bold text-like"
          data-testid="card-loved-by"
        >
          <HeartIcon className="size-4" fill="currentColor" />
          {named.length === 0
            ? t('swipe.partnerLoves')
            : t('swipe.lovedBy', { names: joinList(t, named), count: named.length })}
        </p>
      )}
      {backFromMaybe && (
        <p className="font-semibold" data-testid="card-back-from-maybe">
          {t('swipe.backFromMaybe')}
        </p>
      )}
    </>
  );
}
